from kata_discount.core import napkin


def test_napkin_0():
    assert napkin(29, 2) == 58


def test_napkin_1():
    assert napkin(40, 12) == 400


def test_napkin_2():
    assert napkin(33, 6) == 165


def test_napkin_3():
    assert napkin(19, 2) == 38


def test_napkin_4():
    assert napkin(22, 10) == 184


def test_napkin_5():
    assert napkin(20, 4) == 80
