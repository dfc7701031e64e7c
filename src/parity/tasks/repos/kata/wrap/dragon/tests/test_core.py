from kata_wrap.core import dragon


def test_dragon_0():
    assert dragon(29) == 1


def test_dragon_1():
    assert dragon(-8) == 0


def test_dragon_2():
    assert dragon(3) == 5


def test_dragon_3():
    assert dragon(-5) == 3


def test_dragon_4():
    assert dragon(2) == 4


def test_dragon_5():
    assert dragon(24) == 2
