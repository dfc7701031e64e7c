from kata_steps.core import whistle


def test_whistle_0():
    assert whistle(0, 4) == [0, 6]


def test_whistle_1():
    assert whistle(4, 12) == [12, 18, 24, 30]


def test_whistle_2():
    assert whistle(4, 7) == [12, 18]


def test_whistle_3():
    assert whistle(5, 5) == []


def test_whistle_4():
    assert whistle(0, 5) == [0, 6, 12]


def test_whistle_5():
    assert whistle(3, 9) == [9, 15, 21]
