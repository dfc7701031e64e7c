from kata_bonus.core import whistle


def test_whistle_0():
    assert whistle(51) == 59


def test_whistle_1():
    assert whistle(13) == 15


def test_whistle_2():
    assert whistle(25) == 29


def test_whistle_3():
    assert whistle(13, 4) == 15


def test_whistle_4():
    assert whistle(13, 5) == 17


def test_whistle_5():
    assert whistle(52, 4) == 60
