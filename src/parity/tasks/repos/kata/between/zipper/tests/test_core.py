from kata_between.core import zipper


def test_zipper_0():
    assert zipper(2, 3, 9) == False


def test_zipper_1():
    assert zipper(3, 3, 9) == True


def test_zipper_2():
    assert zipper(4, 3, 9) == True


def test_zipper_3():
    assert zipper(8, 3, 9) == True


def test_zipper_4():
    assert zipper(9, 3, 9) == False


def test_zipper_5():
    assert zipper(10, 3, 9) == False
