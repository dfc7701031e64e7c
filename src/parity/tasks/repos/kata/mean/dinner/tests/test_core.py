from kata_mean.core import dinner


def test_dinner_0():
    assert dinner([]) == 0


def test_dinner_1():
    assert dinner([11, 11, 2]) == 8


def test_dinner_2():
    assert dinner([5, 23, 26]) == 18


def test_dinner_3():
    assert dinner([20]) == 20


def test_dinner_4():
    assert dinner([19, 16, 7]) == 14


def test_dinner_5():
    assert dinner([12, 1, 3, 28, 22, 6]) == 12
