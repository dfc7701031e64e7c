from kata_steps.core import napkin


def test_napkin_0():
    assert napkin(5, 14) == [10, 14, 18, 22, 26]


def test_napkin_1():
    assert napkin(2, 5) == [4, 8]


def test_napkin_2():
    assert napkin(5, 10) == [10, 14, 18]


def test_napkin_3():
    assert napkin(3, 11) == [6, 10, 14, 18]


def test_napkin_4():
    assert napkin(2, 11) == [4, 8, 12, 16, 20]


def test_napkin_5():
    assert napkin(4, 8) == [8, 12]
