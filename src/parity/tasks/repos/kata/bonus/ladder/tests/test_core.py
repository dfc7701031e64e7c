from kata_bonus.core import ladder


def test_ladder_0():
    assert ladder(16) == 19


def test_ladder_1():
    assert ladder(38) == 45


def test_ladder_2():
    assert ladder(20) == 24


def test_ladder_3():
    assert ladder(21, 5) == 25


def test_ladder_4():
    assert ladder(21, 6) == 29


def test_ladder_5():
    assert ladder(51, 5) == 61
