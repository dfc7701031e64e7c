from kata_tail.core import marble


def test_marble_0():
    assert marble([6, 5, 6, 6, 0, 4]) == [0, 4]


def test_marble_1():
    assert marble([9, 9, 0, 1, 0, 2, 9]) == [2, 9]


def test_marble_2():
    assert marble([2, 5, 6]) == [5, 6]


def test_marble_3():
    assert marble([8, 4]) == [8, 4]


def test_marble_4():
    assert marble([8, 0, 6, 7, 9, 2], 0) == []


def test_marble_5():
    assert marble([0, 2, 0, 8, 6, 5], 1) == [5]
