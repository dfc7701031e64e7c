from kata_floor_gap.core import whistle


def test_whistle_0():
    assert whistle(11, 18) == 1


def test_whistle_1():
    assert whistle(10, 15) == 1


def test_whistle_2():
    assert whistle(11, 10) == 1


def test_whistle_3():
    assert whistle(2, 17) == 1


def test_whistle_4():
    assert whistle(14, 7) == 7


def test_whistle_5():
    assert whistle(0, 13) == 1
