from kata_discount.core import whistle


def test_whistle_0():
    assert whistle(20, 1) == 20


def test_whistle_1():
    assert whistle(24, 5) == 120


def test_whistle_2():
    assert whistle(31, 5) == 155


def test_whistle_3():
    assert whistle(4, 4) == 16


def test_whistle_4():
    assert whistle(20, 8) == 160


def test_whistle_5():
    assert whistle(20, 9) == 155
