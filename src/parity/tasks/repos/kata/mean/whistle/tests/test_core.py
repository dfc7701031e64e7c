from kata_mean.core import whistle


def test_whistle_0():
    assert whistle([]) == 0


def test_whistle_1():
    assert whistle([2, 18, 21]) == 13


def test_whistle_2():
    assert whistle([11, 11, 2, 13, 6, 11]) == 9


def test_whistle_3():
    assert whistle([8, 25, 4, 6, 26]) == 13


def test_whistle_4():
    assert whistle([5, 19, 4, 30, 26]) == 16


def test_whistle_5():
    assert whistle([25, 29, 3, 10, 18]) == 17
