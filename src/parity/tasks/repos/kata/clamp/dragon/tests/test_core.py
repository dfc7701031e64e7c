from kata_clamp.core import dragon


def test_dragon_0():
    assert dragon(2) == 3


def test_dragon_1():
    assert dragon(3) == 3


def test_dragon_2():
    assert dragon(4) == 4


def test_dragon_3():
    assert dragon(13) == 13


def test_dragon_4():
    assert dragon(14) == 14


def test_dragon_5():
    assert dragon(15) == 14
