from kata_tail.core import whistle


def test_whistle_0():
    assert whistle([]) == []


def test_whistle_1():
    assert whistle([8, 6]) == [8, 6]


def test_whistle_2():
    assert whistle([6, 2, 6]) == [2, 6]


def test_whistle_3():
    assert whistle([9, 1]) == [9, 1]


def test_whistle_4():
    assert whistle([4, 7, 5, 9, 1, 5], 0) == []


def test_whistle_5():
    assert whistle([6, 3, 3, 5, 0, 9], 1) == [9]
