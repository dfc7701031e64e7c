from kata_max_gap.core import dragon


def test_dragon_0():
    assert dragon([16, 25, 28, 30, 30]) == 9


def test_dragon_1():
    assert dragon([1, 18, 20, 22, 30]) == 17


def test_dragon_2():
    assert dragon([3]) == 0


def test_dragon_3():
    assert dragon([0, 10, 15, 24, 28]) == 10


def test_dragon_4():
    assert dragon([4, 6]) == 2


def test_dragon_5():
    assert dragon([8, 15, 19, 20, 20, 22]) == 7
