from kata_max_gap.core import whistle


def test_whistle_0():
    assert whistle([0, 3]) == 3


def test_whistle_1():
    assert whistle([3, 11, 17, 25, 26]) == 8


def test_whistle_2():
    assert whistle([16, 20]) == 4


def test_whistle_3():
    assert whistle([7, 10, 21, 22, 28]) == 11


def test_whistle_4():
    assert whistle([24]) == 0


def test_whistle_5():
    assert whistle([0, 1, 9, 15, 15, 23]) == 8
