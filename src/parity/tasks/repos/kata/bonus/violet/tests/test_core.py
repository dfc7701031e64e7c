from kata_bonus.core import violet


def test_violet_0():
    assert violet(6) == 8


def test_violet_1():
    assert violet(3) == 3


def test_violet_2():
    assert violet(24) == 36


def test_violet_3():
    assert violet(47) == 69


def test_violet_4():
    assert violet(10, 2) == 12


def test_violet_5():
    assert violet(10, 3) == 14
