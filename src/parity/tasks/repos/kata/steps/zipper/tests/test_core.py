from kata_steps.core import zipper


def test_zipper_0():
    assert zipper(0, 2) == [0, 5]


def test_zipper_1():
    assert zipper(4, 4) == []


def test_zipper_2():
    assert zipper(2, 4) == [10, 15]


def test_zipper_3():
    assert zipper(4, 12) == [20, 25, 30, 35, 40, 45, 50, 55]


def test_zipper_4():
    assert zipper(2, 7) == [10, 15, 20, 25, 30]


def test_zipper_5():
    assert zipper(5, 10) == [25, 30, 35, 40, 45]
