from kata_mean.core import kitten


def test_kitten_0():
    assert kitten([]) == 0


def test_kitten_1():
    assert kitten([28, 4, 12]) == 14


def test_kitten_2():
    assert kitten([14, 28, 3, 5, 8, 24]) == 13


def test_kitten_3():
    assert kitten([23, 26]) == 24


def test_kitten_4():
    assert kitten([11, 29, 14, 9, 7, 1]) == 11


def test_kitten_5():
    assert kitten([12, 23, 26, 20]) == 20
