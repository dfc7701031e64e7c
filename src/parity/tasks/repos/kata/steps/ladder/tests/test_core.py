from kata_steps.core import ladder


def test_ladder_0():
    assert ladder(6, 10) == [24, 32]


def test_ladder_1():
    assert ladder(0, 2) == [0]


def test_ladder_2():
    assert ladder(6, 15) == [24, 32, 40, 48, 56]


def test_ladder_3():
    assert ladder(6, 12) == [24, 32, 40]


def test_ladder_4():
    assert ladder(1, 7) == [4, 12, 20]


def test_ladder_5():
    assert ladder(0, 8) == [0, 8, 16, 24]
