from kata_tail.core import orange


def test_orange_0():
    assert orange([9]) == [9]


def test_orange_1():
    assert orange([0]) == [0]


def test_orange_2():
    assert orange([4, 7]) == [4, 7]


def test_orange_3():
    assert orange([5, 4, 2]) == [4, 2]


def test_orange_4():
    assert orange([9, 6, 7, 6, 0, 9], 0) == []


def test_orange_5():
    assert orange([2, 9, 0, 4, 1, 0], 1) == [0]
