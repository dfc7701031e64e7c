from kata_clamp.core import silver


def test_silver_0():
    assert silver(2) == 3


def test_silver_1():
    assert silver(3) == 3


def test_silver_2():
    assert silver(4) == 4


def test_silver_3():
    assert silver(8) == 8


def test_silver_4():
    assert silver(9) == 9


def test_silver_5():
    assert silver(10) == 9
