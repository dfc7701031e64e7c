from kata_balance.core import whistle


def test_whistle_0():
    assert whistle([9, 19, 11, 2, 0, 4]) == 0


def test_whistle_1():
    assert whistle([14, 4]) == 2


def test_whistle_2():
    assert whistle([11, 8, 12, 7, 17, 5, 7]) == -3


def test_whistle_3():
    assert whistle([12, 7, 17, 19, 2, 0, 16]) == 1


def test_whistle_4():
    assert whistle([18, 18, 16]) == 3


def test_whistle_5():
    assert whistle([3, 5, 4, 1, 7, 6]) == -2
