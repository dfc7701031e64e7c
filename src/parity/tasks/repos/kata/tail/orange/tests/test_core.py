from kata_tail.core import orange


def test_orange_0():
    assert orange([]) == []


def test_orange_1():
    assert orange([3, 4, 6, 0, 7]) == [7]


def test_orange_2():
    assert orange([2, 1, 0, 6, 8]) == [8]


def test_orange_3():
    assert orange([4, 0]) == [0]


def test_orange_4():
    assert orange([4, 9, 9, 7, 2]) == [2]


def test_orange_5():
    assert orange([7, 4, 0, 1, 8, 3], 0) == []
