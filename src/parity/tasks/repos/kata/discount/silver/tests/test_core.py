from kata_discount.core import silver


def test_silver_0():
    assert silver(15, 9) == 119


def test_silver_1():
    assert silver(29, 3) == 87


def test_silver_2():
    assert silver(27, 3) == 81


def test_silver_3():
    assert silver(8, 2) == 16


def test_silver_4():
    assert silver(1, 3) == 3


def test_silver_5():
    assert silver(20, 4) == 80
