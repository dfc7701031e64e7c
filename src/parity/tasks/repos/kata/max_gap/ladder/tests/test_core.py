from kata_max_gap.core import ladder


def test_ladder_0():
    assert ladder([4, 9, 10, 23, 26]) == 13


def test_ladder_1():
    assert ladder([12]) == 0


def test_ladder_2():
    assert ladder([16]) == 0


def test_ladder_3():
    assert ladder([1, 1, 7, 24]) == 17


def test_ladder_4():
    assert ladder([2, 12, 15, 18, 19, 29]) == 10


def test_ladder_5():
    assert ladder([10, 18, 21, 29, 30]) == 8
