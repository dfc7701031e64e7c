from kata_multiples.core import whistle


def test_whistle_0():
    assert whistle([2, 13, 17, 11, 15]) == 1


def test_whistle_1():
    assert whistle([3, -1, 1]) == 0


def test_whistle_2():
    assert whistle([9, 17, 1]) == 0


def test_whistle_3():
    assert whistle([18, 2, 20]) == 3


def test_whistle_4():
    assert whistle([0, 12, 16, 4]) == 3


def test_whistle_5():
    assert whistle([-4, 19, 6]) == 1
