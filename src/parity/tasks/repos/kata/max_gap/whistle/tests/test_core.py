from kata_max_gap.core import whistle


def test_whistle_0():
    assert whistle([21]) == 0


def test_whistle_1():
    assert whistle([28]) == 0


def test_whistle_2():
    assert whistle([3, 6, 7, 23, 26]) == 16


def test_whistle_3():
    assert whistle([6, 13, 14, 29]) == 15


def test_whistle_4():
    assert whistle([27]) == 0


def test_whistle_5():
    assert whistle([6]) == 0
