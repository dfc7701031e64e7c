from kata_tail.core import engine


def test_engine_0():
    assert engine([3, 3, 6, 0, 2, 2, 4]) == [2, 2, 4]


def test_engine_1():
    assert engine([0]) == [0]


def test_engine_2():
    assert engine([6, 0, 0, 0]) == [0, 0, 0]


def test_engine_3():
    assert engine([3, 3]) == [3, 3]


def test_engine_4():
    assert engine([1, 9, 5, 9, 3, 2], 0) == []


def test_engine_5():
    assert engine([9, 3, 1, 1, 7, 5], 1) == [5]
