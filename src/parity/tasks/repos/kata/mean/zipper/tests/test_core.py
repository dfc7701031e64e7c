from kata_mean.core import zipper


def test_zipper_0():
    assert zipper([]) == 0


def test_zipper_1():
    assert zipper([24]) == 24


def test_zipper_2():
    assert zipper([4, 1, 16]) == 7


def test_zipper_3():
    assert zipper([22, 14]) == 18


def test_zipper_4():
    assert zipper([19, 8, 24, 13, 27, 29]) == 20


def test_zipper_5():
    assert zipper([18, 8]) == 13
