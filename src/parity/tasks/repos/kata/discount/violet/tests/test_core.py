from kata_discount.core import violet


def test_violet_0():
    assert violet(10, 6) == 60


def test_violet_1():
    assert violet(5, 8) == 34


def test_violet_2():
    assert violet(36, 12) == 360


def test_violet_3():
    assert violet(35, 8) == 234


def test_violet_4():
    assert violet(38, 11) == 349


def test_violet_5():
    assert violet(20, 6) == 120
