from kata_discount.core import rubber


def test_rubber_0():
    assert rubber(12, 9) == 93


def test_rubber_1():
    assert rubber(17, 3) == 51


def test_rubber_2():
    assert rubber(7, 10) == 60


def test_rubber_3():
    assert rubber(19, 12) == 196


def test_rubber_4():
    assert rubber(11, 8) == 76


def test_rubber_5():
    assert rubber(20, 4) == 80
