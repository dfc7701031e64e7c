from kata_steps.core import lemon


def test_lemon_0():
    assert lemon(5, 13) == [25, 30, 35, 40, 45, 50, 55, 60]


def test_lemon_1():
    assert lemon(5, 6) == [25]


def test_lemon_2():
    assert lemon(6, 15) == [30, 35, 40, 45, 50, 55, 60, 65, 70]


def test_lemon_3():
    assert lemon(3, 8) == [15, 20, 25, 30, 35]


def test_lemon_4():
    assert lemon(0, 6) == [0, 5, 10, 15, 20, 25]


def test_lemon_5():
    assert lemon(1, 3) == [5, 10]
