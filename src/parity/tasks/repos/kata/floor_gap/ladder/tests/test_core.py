from kata_floor_gap.core import ladder


def test_ladder_0():
    assert ladder(15, 8) == 7


def test_ladder_1():
    assert ladder(18, 19) == 3


def test_ladder_2():
    assert ladder(16, 1) == 15


def test_ladder_3():
    assert ladder(10, 2) == 8


def test_ladder_4():
    assert ladder(20, 2) == 18


def test_ladder_5():
    assert ladder(15, 7) == 8
