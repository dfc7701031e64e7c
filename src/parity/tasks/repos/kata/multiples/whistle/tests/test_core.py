from kata_multiples.core import whistle


def test_whistle_0():
    assert whistle([2, 16, 11, 19, 6, -1]) == 3


def test_whistle_1():
    assert whistle([14, -3, 15]) == 1


def test_whistle_2():
    assert whistle([17, 18, 10, -1, 9, 14]) == 3


def test_whistle_3():
    assert whistle([-6, 1, -2]) == 0


def test_whistle_4():
    assert whistle([13, 8, 12, 18]) == 3


def test_whistle_5():
    assert whistle([0, 2, 1]) == 1
