from kata_floor_gap.core import saddle


def test_saddle_0():
    assert saddle(17, 11) == 6


def test_saddle_1():
    assert saddle(18, 16) == 2


def test_saddle_2():
    assert saddle(0, 17) == 0


def test_saddle_3():
    assert saddle(11, 20) == 0


def test_saddle_4():
    assert saddle(7, 5) == 2


def test_saddle_5():
    assert saddle(8, 6) == 2
