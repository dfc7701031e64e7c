from kata_discount.core import needle


def test_needle_0():
    assert needle(6, 5) == 30


def test_needle_1():
    assert needle(4, 9) == 33


def test_needle_2():
    assert needle(24, 12) == 260


def test_needle_3():
    assert needle(21, 8) == 152


def test_needle_4():
    assert needle(23, 4) == 92


def test_needle_5():
    assert needle(20, 6) == 108
