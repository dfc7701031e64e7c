from kata_bonus.core import dragon


def test_dragon_0():
    assert dragon(54) == 80


def test_dragon_1():
    assert dragon(8) == 12


def test_dragon_2():
    assert dragon(48) == 72


def test_dragon_3():
    assert dragon(55) == 81


def test_dragon_4():
    assert dragon(12, 2) == 15


def test_dragon_5():
    assert dragon(12, 3) == 18
