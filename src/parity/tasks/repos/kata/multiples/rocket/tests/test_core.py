from kata_multiples.core import rocket


def test_rocket_0():
    assert rocket([-1, 20, -4, -4, 1, -3]) == 1


def test_rocket_1():
    assert rocket([9, 16, 14]) == 1


def test_rocket_2():
    assert rocket([-6, 19, 6]) == 0


def test_rocket_3():
    assert rocket([2, 5, 12, 2]) == 1


def test_rocket_4():
    assert rocket([17, 6, 16, 19, 19, 4]) == 2


def test_rocket_5():
    assert rocket([0, 4, 1]) == 1
