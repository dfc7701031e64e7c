from kata_wrap.core import whistle


def test_whistle_0():
    assert whistle(23) == 4


def test_whistle_1():
    assert whistle(24) == 5


def test_whistle_2():
    assert whistle(9) == 1


def test_whistle_3():
    assert whistle(-2) == 1


def test_whistle_4():
    assert whistle(13) == 5


def test_whistle_5():
    assert whistle(10, 4, 2) == 0
