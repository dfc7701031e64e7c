from kata_tail.core import marble


def test_marble_0():
    assert marble([8]) == [8]


def test_marble_1():
    assert marble([4, 0, 2, 7]) == [4, 0, 2, 7]


def test_marble_2():
    assert marble([7, 0, 1, 2]) == [7, 0, 1, 2]


def test_marble_3():
    assert marble([9]) == [9]


def test_marble_4():
    assert marble([7, 4, 1, 4, 2, 2], 0) == []


def test_marble_5():
    assert marble([5, 6, 0, 0, 5, 3], 1) == [3]
