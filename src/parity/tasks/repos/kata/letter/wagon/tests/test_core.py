from kata_letter.core import wagon


def test_wagon_0():
    assert wagon(91) == 'B'


def test_wagon_1():
    assert wagon(92) == 'A'


def test_wagon_2():
    assert wagon(93) == 'A'


def test_wagon_3():
    assert wagon(79) == 'C'


def test_wagon_4():
    assert wagon(80) == 'B'


def test_wagon_5():
    assert wagon(81) == 'B'
