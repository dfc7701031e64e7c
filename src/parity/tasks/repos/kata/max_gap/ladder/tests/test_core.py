from kata_max_gap.core import ladder


def test_ladder_0():
    assert ladder([16]) == 0


def test_ladder_1():
    assert ladder([10]) == 0


def test_ladder_2():
    assert ladder([4, 18, 26, 28]) == 14


def test_ladder_3():
    assert ladder([10, 23, 24]) == 13


def test_ladder_4():
    assert ladder([8, 9, 17]) == 8


def test_ladder_5():
    assert ladder([2, 25]) == 23
