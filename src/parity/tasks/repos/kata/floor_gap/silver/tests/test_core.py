from kata_floor_gap.core import silver


def test_silver_0():
    assert silver(17, 3) == 14


def test_silver_1():
    assert silver(5, 20) == 1


def test_silver_2():
    assert silver(14, 0) == 14


def test_silver_3():
    assert silver(20, 1) == 19


def test_silver_4():
    assert silver(7, 6) == 1


def test_silver_5():
    assert silver(18, 11) == 7
