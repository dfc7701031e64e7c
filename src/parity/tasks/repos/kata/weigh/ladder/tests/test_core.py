from kata_weigh.core import ladder


def test_ladder_0():
    assert ladder([11, 12, 8, 2, 7]) == 192


def test_ladder_1():
    assert ladder([0, 3]) == 3


def test_ladder_2():
    assert ladder([11, 9]) == 100


def test_ladder_3():
    assert ladder([10, 2]) == 52


def test_ladder_4():
    assert ladder([9, 2, 1, 1, 4]) == 53


def test_ladder_5():
    assert ladder([4, 5]) == 29
