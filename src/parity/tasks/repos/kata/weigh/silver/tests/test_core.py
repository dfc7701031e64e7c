from kata_weigh.core import silver


def test_silver_0():
    assert silver([2, 6, 8, 6]) == 22


def test_silver_1():
    assert silver([6, 8]) == 14


def test_silver_2():
    assert silver([7, 1, 2, 1, 8]) == 19


def test_silver_3():
    assert silver([1]) == 1


def test_silver_4():
    assert silver([11]) == 22


def test_silver_5():
    assert silver([8, 9]) == 26
