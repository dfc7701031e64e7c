from kata_max_gap.core import cherry


def test_cherry_0():
    assert cherry([16, 19]) == 3


def test_cherry_1():
    assert cherry([3, 12, 13, 17, 23, 26]) == 9


def test_cherry_2():
    assert cherry([2, 5, 16]) == 11


def test_cherry_3():
    assert cherry([2, 17, 28, 28]) == 15


def test_cherry_4():
    assert cherry([14]) == 0


def test_cherry_5():
    assert cherry([1, 8, 9, 20, 21, 24]) == 11
