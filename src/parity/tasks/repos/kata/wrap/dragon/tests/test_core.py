from kata_wrap.core import dragon


def test_dragon_0():
    assert dragon(-7) == 4


def test_dragon_1():
    assert dragon(30) == 1


def test_dragon_2():
    assert dragon(6) == 2


def test_dragon_3():
    assert dragon(22) == 3


def test_dragon_4():
    assert dragon(21) == 2


def test_dragon_5():
    assert dragon(10, 4, 2) == 0
