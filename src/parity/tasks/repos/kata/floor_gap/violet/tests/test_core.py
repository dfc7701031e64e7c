from kata_floor_gap.core import violet


def test_violet_0():
    assert violet(8, 16) == 0


def test_violet_1():
    assert violet(3, 3) == 0


def test_violet_2():
    assert violet(3, 0) == 3


def test_violet_3():
    assert violet(20, 13) == 7


def test_violet_4():
    assert violet(15, 4) == 11


def test_violet_5():
    assert violet(15, 5) == 10
