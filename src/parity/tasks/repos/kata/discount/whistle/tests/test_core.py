from kata_discount.core import whistle


def test_whistle_0():
    assert whistle(7, 1) == 7


def test_whistle_1():
    assert whistle(20, 12) == 210


def test_whistle_2():
    assert whistle(27, 10) == 237


def test_whistle_3():
    assert whistle(6, 11) == 58


def test_whistle_4():
    assert whistle(20, 4) == 80


def test_whistle_5():
    assert whistle(20, 8) == 160
