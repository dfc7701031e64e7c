from kata_wrap.core import violet


def test_violet_0():
    assert violet(13) == 0


def test_violet_1():
    assert violet(-7) == 4


def test_violet_2():
    assert violet(25) == 4


def test_violet_3():
    assert violet(1) == 4


def test_violet_4():
    assert violet(-10) == 1


def test_violet_5():
    assert violet(10) == 5
