from kata_weigh.core import dragon


def test_dragon_0():
    assert dragon([1, 2]) == 3


def test_dragon_1():
    assert dragon([7, 10, 2, 7, 5]) == 118


def test_dragon_2():
    assert dragon([11, 2, 7, 12]) == 122


def test_dragon_3():
    assert dragon([7, 5, 11]) == 92


def test_dragon_4():
    assert dragon([11, 12, 3, 12, 0]) == 143


def test_dragon_5():
    assert dragon([4, 5]) == 24
