from kata_discount.core import rubber


def test_rubber_0():
    assert rubber(7, 12) == 63


def test_rubber_1():
    assert rubber(36, 4) == 144


def test_rubber_2():
    assert rubber(9, 7) == 48


def test_rubber_3():
    assert rubber(13, 7) == 69


def test_rubber_4():
    assert rubber(20, 5) == 100


def test_rubber_5():
    assert rubber(20, 6) == 90
