from kata_letter.core import saddle


def test_saddle_0():
    assert saddle(86) == 'B'


def test_saddle_1():
    assert saddle(87) == 'A'


def test_saddle_2():
    assert saddle(88) == 'A'


def test_saddle_3():
    assert saddle(79) == 'C'


def test_saddle_4():
    assert saddle(80) == 'B'


def test_saddle_5():
    assert saddle(81) == 'B'
