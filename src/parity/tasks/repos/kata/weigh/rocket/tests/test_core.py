from kata_weigh.core import rocket


def test_rocket_0():
    assert rocket([12]) == 24


def test_rocket_1():
    assert rocket([6, 10, 6, 0]) == 44


def test_rocket_2():
    assert rocket([5, 11, 4, 1]) == 41


def test_rocket_3():
    assert rocket([1, 1, 5]) == 12


def test_rocket_4():
    assert rocket([5]) == 10


def test_rocket_5():
    assert rocket([3, 4]) == 11
