from kata_weigh.core import zipper


def test_zipper_0():
    assert zipper([9, 12, 11, 4]) == 100


def test_zipper_1():
    assert zipper([0, 1]) == 1


def test_zipper_2():
    assert zipper([11, 8, 2, 3]) == 62


def test_zipper_3():
    assert zipper([11, 9, 5, 8]) == 89


def test_zipper_4():
    assert zipper([0, 7]) == 21


def test_zipper_5():
    assert zipper([6, 7]) == 27
