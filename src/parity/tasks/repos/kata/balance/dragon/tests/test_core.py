from kata_balance.core import dragon


def test_dragon_0():
    assert dragon([5, 20, 5, 18, 13]) == -1


def test_dragon_1():
    assert dragon([]) == 0


def test_dragon_2():
    assert dragon([16]) == 1


def test_dragon_3():
    assert dragon([2, 20]) == 2


def test_dragon_4():
    assert dragon([13, 8, 1, 18, 18, 4, 1]) == 1


def test_dragon_5():
    assert dragon([16, 2]) == 2
