from kata_tail.core import lantern


def test_lantern_0():
    assert lantern([0, 1]) == [0, 1]


def test_lantern_1():
    assert lantern([0, 5]) == [0, 5]


def test_lantern_2():
    assert lantern([8, 7, 6, 3, 6]) == [6, 3, 6]


def test_lantern_3():
    assert lantern([]) == []


def test_lantern_4():
    assert lantern([2, 4, 2, 8, 9, 8], 0) == []


def test_lantern_5():
    assert lantern([6, 4, 2, 9, 1, 4], 1) == [4]
