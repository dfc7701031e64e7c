from kata_floor_gap.core import ladder


def test_ladder_0():
    assert ladder(13, 7) == 6


def test_ladder_1():
    assert ladder(13, 20) == 0


def test_ladder_2():
    assert ladder(1, 10) == 0


def test_ladder_3():
    assert ladder(1, 12) == 0


def test_ladder_4():
    assert ladder(12, 15) == 0


def test_ladder_5():
    assert ladder(5, 9) == 0
