from kata_letter.core import wagon


def test_wagon_0():
    assert wagon(88) == 'B'


def test_wagon_1():
    assert wagon(89) == 'A'


def test_wagon_2():
    assert wagon(90) == 'A'


def test_wagon_3():
    assert wagon(83) == 'C'


def test_wagon_4():
    assert wagon(84) == 'B'


def test_wagon_5():
    assert wagon(85) == 'B'
