from kata_tail.core import ladder


def test_ladder_0():
    assert ladder([1, 5]) == [1, 5]


def test_ladder_1():
    assert ladder([3, 2, 7, 7, 8, 3, 4]) == [8, 3, 4]


def test_ladder_2():
    assert ladder([0]) == [0]


def test_ladder_3():
    assert ladder([5, 9, 3, 0, 2]) == [3, 0, 2]


def test_ladder_4():
    assert ladder([9, 9, 0, 7, 2, 7], 0) == []


def test_ladder_5():
    assert ladder([7, 3, 2, 9, 3, 9], 1) == [9]
