from kata_letter.core import whistle


def test_whistle_0():
    assert whistle(88) == 'B'


def test_whistle_1():
    assert whistle(89) == 'A'


def test_whistle_2():
    assert whistle(90) == 'A'


def test_whistle_3():
    assert whistle(75) == 'C'


def test_whistle_4():
    assert whistle(76) == 'B'


def test_whistle_5():
    assert whistle(77) == 'B'
