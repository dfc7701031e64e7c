from kata_discount.core import saddle


def test_saddle_0():
    assert saddle(34, 1) == 34


def test_saddle_1():
    assert saddle(26, 11) == 215


def test_saddle_2():
    assert saddle(30, 11) == 248


def test_saddle_3():
    assert saddle(33, 10) == 248


def test_saddle_4():
    assert saddle(36, 3) == 108


def test_saddle_5():
    assert saddle(20, 4) == 60
