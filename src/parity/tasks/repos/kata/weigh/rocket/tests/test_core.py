from kata_weigh.core import rocket


def test_rocket_0():
    assert rocket([4, 5]) == 9


def test_rocket_1():
    assert rocket([10, 1, 2, 7, 3]) == 33


def test_rocket_2():
    assert rocket([9, 9, 1, 6, 4]) == 29


def test_rocket_3():
    assert rocket([4]) == 4


def test_rocket_4():
    assert rocket([0]) == 0


def test_rocket_5():
    assert rocket([9, 10]) == 29
