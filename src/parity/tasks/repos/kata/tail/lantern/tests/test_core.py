from kata_tail.core import lantern


def test_lantern_0():
    assert lantern([6]) == [6]


def test_lantern_1():
    assert lantern([8, 8, 0, 4, 2]) == [2]


def test_lantern_2():
    assert lantern([]) == []


def test_lantern_3():
    assert lantern([4, 9, 7, 7, 0]) == [0]


def test_lantern_4():
    assert lantern([1, 8, 4, 8, 9, 9], -1) == []


def test_lantern_5():
    assert lantern([0, 4, 7, 7, 2, 3], 0) == []
