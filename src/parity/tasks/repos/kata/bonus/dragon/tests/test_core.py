from kata_bonus.core import dragon


def test_dragon_0():
    assert dragon(24) == 28


def test_dragon_1():
    assert dragon(32) == 38


def test_dragon_2():
    assert dragon(37) == 44


def test_dragon_3():
    assert dragon(18) == 21


def test_dragon_4():
    assert dragon(22, 4) == 26


def test_dragon_5():
    assert dragon(22, 5) == 30
