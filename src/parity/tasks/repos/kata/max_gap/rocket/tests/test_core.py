from kata_max_gap.core import rocket


def test_rocket_0():
    assert rocket([16]) == 0


def test_rocket_1():
    assert rocket([0, 1, 7, 13, 28]) == 15


def test_rocket_2():
    assert rocket([0, 12, 16, 25]) == 12


def test_rocket_3():
    assert rocket([2, 6, 25]) == 19


def test_rocket_4():
    assert rocket([1, 5, 13]) == 8


def test_rocket_5():
    assert rocket([4, 12, 24]) == 12
