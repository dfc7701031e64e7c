from kata_tail.core import whistle


def test_whistle_0():
    assert whistle([0]) == [0]


def test_whistle_1():
    assert whistle([4, 1, 3]) == [4, 1, 3]


def test_whistle_2():
    assert whistle([1, 3, 2, 3]) == [1, 3, 2, 3]


def test_whistle_3():
    assert whistle([5, 4, 2, 3, 8, 7]) == [2, 3, 8, 7]


def test_whistle_4():
    assert whistle([7, 4, 3, 8, 8, 2], 0) == []


def test_whistle_5():
    assert whistle([5, 4, 2, 2, 5, 6], 1) == [6]
