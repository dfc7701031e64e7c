from kata_mean.core import ladder


def test_ladder_0():
    assert ladder([]) == 0


def test_ladder_1():
    assert ladder([9, 22, 4, 9, 17]) == 12


def test_ladder_2():
    assert ladder([12, 0, 9, 24]) == 11


def test_ladder_3():
    assert ladder([1, 18, 27, 16, 8]) == 14


def test_ladder_4():
    assert ladder([1, 22]) == 11


def test_ladder_5():
    assert ladder([24, 17, 2, 18]) == 15
