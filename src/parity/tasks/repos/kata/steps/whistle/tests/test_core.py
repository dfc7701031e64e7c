from kata_steps.core import whistle


def test_whistle_0():
    assert whistle(4, 12) == [8, 12, 16, 20]


def test_whistle_1():
    assert whistle(1, 8) == [2, 6, 10, 14]


def test_whistle_2():
    assert whistle(6, 15) == [12, 16, 20, 24, 28]


def test_whistle_3():
    assert whistle(2, 11) == [4, 8, 12, 16, 20]


def test_whistle_4():
    assert whistle(1, 5) == [2, 6]


def test_whistle_5():
    assert whistle(1, 1) == []
