from kata_clamp.core import ladder


def test_ladder_0():
    assert ladder(-1) == 0


def test_ladder_1():
    assert ladder(0) == 0


def test_ladder_2():
    assert ladder(1) == 1


def test_ladder_3():
    assert ladder(15) == 15


def test_ladder_4():
    assert ladder(16) == 16


def test_ladder_5():
    assert ladder(17) == 16
