from kata_balance.core import ladder


def test_ladder_0():
    assert ladder([20]) == 1


def test_ladder_1():
    assert ladder([19, 19, 13, 16, 10, 15]) == -2


def test_ladder_2():
    assert ladder([5, 19, 7, 17]) == -4


def test_ladder_3():
    assert ladder([6, 5, 14, 12, 6, 8]) == 4


def test_ladder_4():
    assert ladder([4, 5, 4, 1, 3]) == -1


def test_ladder_5():
    assert ladder([16]) == 1
