from kata_tail.core import harbor


def test_harbor_0():
    assert harbor([4]) == [4]


def test_harbor_1():
    assert harbor([6, 0]) == [6, 0]


def test_harbor_2():
    assert harbor([2, 7, 0]) == [7, 0]


def test_harbor_3():
    assert harbor([5, 5]) == [5, 5]


def test_harbor_4():
    assert harbor([2, 2, 6, 0, 0, 9], 0) == []


def test_harbor_5():
    assert harbor([6, 4, 7, 3, 0, 6], 1) == [6]
