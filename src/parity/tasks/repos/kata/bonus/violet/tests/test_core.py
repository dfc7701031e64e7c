from kata_bonus.core import violet


def test_violet_0():
    assert violet(19) == 22


def test_violet_1():
    assert violet(17) == 19


def test_violet_2():
    assert violet(29) == 33


def test_violet_3():
    assert violet(38) == 44


def test_violet_4():
    assert violet(51, 3) == 59


def test_violet_5():
    assert violet(51, 4) == 67
