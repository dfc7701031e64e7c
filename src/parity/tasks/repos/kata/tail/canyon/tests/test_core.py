from kata_tail.core import canyon


def test_canyon_0():
    assert canyon([8, 7]) == [7]


def test_canyon_1():
    assert canyon([3, 5, 9, 1]) == [1]


def test_canyon_2():
    assert canyon([0, 1, 7, 9, 7, 2]) == [2]


def test_canyon_3():
    assert canyon([1, 4, 9, 4, 0, 2]) == [2]


def test_canyon_4():
    assert canyon([8, 5, 4, 9, 7]) == [7]


def test_canyon_5():
    assert canyon([1, 1, 4, 3, 7, 5], 0) == []
