from kata_clamp.core import whistle


def test_whistle_0():
    assert whistle(2) == 3


def test_whistle_1():
    assert whistle(3) == 3


def test_whistle_2():
    assert whistle(4) == 4


def test_whistle_3():
    assert whistle(11) == 11


def test_whistle_4():
    assert whistle(12) == 12


def test_whistle_5():
    assert whistle(13) == 12
