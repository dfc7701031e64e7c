from kata_steps.core import violet


def test_violet_0():
    assert violet(0, 1) == [0]


def test_violet_1():
    assert violet(1, 6) == [4, 8, 12, 16, 20]


def test_violet_2():
    assert violet(2, 4) == [8, 12]


def test_violet_3():
    assert violet(5, 10) == [20, 24, 28, 32, 36]


def test_violet_4():
    assert violet(2, 5) == [8, 12, 16]


def test_violet_5():
    assert violet(0, 10, 4) == [0, 16, 32]
