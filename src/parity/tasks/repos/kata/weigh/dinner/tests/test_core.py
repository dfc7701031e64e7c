from kata_weigh.core import dinner


def test_dinner_0():
    assert dinner([7, 1, 10, 11]) == 113


def test_dinner_1():
    assert dinner([12]) == 48


def test_dinner_2():
    assert dinner([8, 11, 8, 2]) == 110


def test_dinner_3():
    assert dinner([2, 3]) == 5


def test_dinner_4():
    assert dinner([3, 0]) == 3


def test_dinner_5():
    assert dinner([4, 5]) == 24
