from kata_weigh.core import jacket


def test_jacket_0():
    assert jacket([6]) == 12


def test_jacket_1():
    assert jacket([12, 7, 0, 5]) == 48


def test_jacket_2():
    assert jacket([1, 11]) == 23


def test_jacket_3():
    assert jacket([10, 9, 11, 3]) == 63


def test_jacket_4():
    assert jacket([3]) == 3


def test_jacket_5():
    assert jacket([0, 0, 9, 12]) == 42
