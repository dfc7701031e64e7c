from kata_balance.core import zipper


def test_zipper_0():
    assert zipper([5, 17, 2, 19, 11]) == -3


def test_zipper_1():
    assert zipper([10, 10, 1, 5]) == 0


def test_zipper_2():
    assert zipper([14]) == 1


def test_zipper_3():
    assert zipper([]) == 0


def test_zipper_4():
    assert zipper([18, 10, 2, 5]) == 2


def test_zipper_5():
    assert zipper([18, 20, 15, 5, 18, 7]) == 0
