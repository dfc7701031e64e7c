from kata_mean.core import whistle


def test_whistle_0():
    assert whistle([]) == 0


def test_whistle_1():
    assert whistle([19, 6]) == 12


def test_whistle_2():
    assert whistle([8, 13]) == 10


def test_whistle_3():
    assert whistle([17, 17, 24]) == 19


def test_whistle_4():
    assert whistle([8, 18]) == 13


def test_whistle_5():
    assert whistle([19, 19, 25, 4]) == 16
