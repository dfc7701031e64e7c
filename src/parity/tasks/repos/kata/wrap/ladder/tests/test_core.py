from kata_wrap.core import ladder


def test_ladder_0():
    assert ladder(2) == 5


def test_ladder_1():
    assert ladder(11) == 2


def test_ladder_2():
    assert ladder(1) == 4


def test_ladder_3():
    assert ladder(3) == 6


def test_ladder_4():
    assert ladder(25) == 4


def test_ladder_5():
    assert ladder(10, 4, 2) == 0
