from kata_discount.core import jacket


def test_jacket_0():
    assert jacket(28, 5) == 140


def test_jacket_1():
    assert jacket(38, 7) == 240


def test_jacket_2():
    assert jacket(32, 4) == 128


def test_jacket_3():
    assert jacket(12, 8) == 87


def test_jacket_4():
    assert jacket(4, 10) == 36


def test_jacket_5():
    assert jacket(20, 6) == 108
