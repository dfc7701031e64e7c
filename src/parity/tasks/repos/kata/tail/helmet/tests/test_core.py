from kata_tail.core import helmet


def test_helmet_0():
    assert helmet([7, 3, 4, 7, 8, 7]) == [4, 7, 8, 7]


def test_helmet_1():
    assert helmet([0, 6, 3, 0, 4]) == [6, 3, 0, 4]


def test_helmet_2():
    assert helmet([9, 6]) == [9, 6]


def test_helmet_3():
    assert helmet([5, 4, 1, 4, 4, 3]) == [1, 4, 4, 3]


def test_helmet_4():
    assert helmet([2, 8, 1, 4, 2, 9], 0) == []


def test_helmet_5():
    assert helmet([4, 2, 5, 3, 7, 7], 1) == [7]
