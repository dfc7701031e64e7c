from kata_weigh.core import wagon


def test_wagon_0():
    assert wagon([6, 0, 4, 10]) == 36


def test_wagon_1():
    assert wagon([3, 12]) == 27


def test_wagon_2():
    assert wagon([9]) == 18


def test_wagon_3():
    assert wagon([3, 8]) == 19


def test_wagon_4():
    assert wagon([7, 5]) == 19


def test_wagon_5():
    assert wagon([12]) == 24
