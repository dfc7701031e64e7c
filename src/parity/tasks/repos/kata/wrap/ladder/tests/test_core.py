from kata_wrap.core import ladder


def test_ladder_0():
    assert ladder(12) == 7


def test_ladder_1():
    assert ladder(11) == 6


def test_ladder_2():
    assert ladder(21) == 7


def test_ladder_3():
    assert ladder(18) == 4


def test_ladder_4():
    assert ladder(3, 7, 0) == 3


def test_ladder_5():
    assert ladder(10, 4, 2) == 0
