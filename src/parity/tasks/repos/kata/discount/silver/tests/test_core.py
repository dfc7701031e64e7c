from kata_discount.core import silver


def test_silver_0():
    assert silver(8, 12) == 72


def test_silver_1():
    assert silver(7, 1) == 7


def test_silver_2():
    assert silver(9, 3) == 27


def test_silver_3():
    assert silver(18, 5) == 68


def test_silver_4():
    assert silver(34, 3) == 102


def test_silver_5():
    assert silver(20, 4) == 80
