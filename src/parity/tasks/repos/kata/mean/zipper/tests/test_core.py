from kata_mean.core import zipper


def test_zipper_0():
    assert zipper([]) == 0


def test_zipper_1():
    assert zipper([19]) == 19


def test_zipper_2():
    assert zipper([0, 26, 30, 3, 15, 23]) == 16


def test_zipper_3():
    assert zipper([18, 18]) == 18


def test_zipper_4():
    assert zipper([30, 24, 14, 0, 28, 5]) == 16


def test_zipper_5():
    assert zipper([28, 15, 24]) == 22
