from kata_bonus.core import ladder


def test_ladder_0():
    assert ladder(38) == 50


def test_ladder_1():
    assert ladder(41) == 54


def test_ladder_2():
    assert ladder(46) == 61


def test_ladder_3():
    assert ladder(2) == 2


def test_ladder_4():
    assert ladder(55, 5) == 73


def test_ladder_5():
    assert ladder(55, 6) == 91
