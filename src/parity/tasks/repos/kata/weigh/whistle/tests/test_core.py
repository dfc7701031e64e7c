from kata_weigh.core import whistle


def test_whistle_0():
    assert whistle([12, 1, 11, 7, 3]) == 80


def test_whistle_1():
    assert whistle([11, 12, 12, 10]) == 135


def test_whistle_2():
    assert whistle([9, 10]) == 57


def test_whistle_3():
    assert whistle([4, 0, 9, 2, 5]) == 38


def test_whistle_4():
    assert whistle([5, 4, 8]) == 17


def test_whistle_5():
    assert whistle([8, 9]) == 35
