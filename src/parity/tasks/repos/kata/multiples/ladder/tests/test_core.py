from kata_multiples.core import ladder


def test_ladder_0():
    assert ladder([15, 4, -1, 3, 9]) == 4


def test_ladder_1():
    assert ladder([11, 10]) == 2


def test_ladder_2():
    assert ladder([4, 2, 18, 13]) == 4


def test_ladder_3():
    assert ladder([-4, 20, 5, 20]) == 3


def test_ladder_4():
    assert ladder([19, 8]) == 2


def test_ladder_5():
    assert ladder([-6, 8, -1, 1, 5]) == 3
