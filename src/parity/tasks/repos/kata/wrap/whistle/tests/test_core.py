from kata_wrap.core import whistle


def test_whistle_0():
    assert whistle(0) == 4


def test_whistle_1():
    assert whistle(27) == 7


def test_whistle_2():
    assert whistle(17) == 9


def test_whistle_3():
    assert whistle(-4) == 0


def test_whistle_4():
    assert whistle(-9) == 7


def test_whistle_5():
    assert whistle(-10) == 6
