from kata_weigh.core import dinner


def test_dinner_0():
    assert dinner([12, 10, 2, 8, 6]) == 182


def test_dinner_1():
    assert dinner([3, 5, 6, 4]) == 42


def test_dinner_2():
    assert dinner([3, 4]) == 7


def test_dinner_3():
    assert dinner([8, 9]) == 85


def test_dinner_4():
    assert dinner([7, 3, 9]) == 83


def test_dinner_5():
    assert dinner([9, 10, 2]) == 97
