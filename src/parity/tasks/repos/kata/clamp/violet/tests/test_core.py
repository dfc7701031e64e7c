from kata_clamp.core import violet


def test_violet_0():
    assert violet(0) == 1


def test_violet_1():
    assert violet(1) == 1


def test_violet_2():
    assert violet(2) == 2


def test_violet_3():
    assert violet(10) == 10


def test_violet_4():
    assert violet(11) == 11


def test_violet_5():
    assert violet(12) == 11
