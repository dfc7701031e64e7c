from kata_letter.core import engine


def test_engine_0():
    assert engine(86) == 'B'


def test_engine_1():
    assert engine(87) == 'A'


def test_engine_2():
    assert engine(88) == 'A'


def test_engine_3():
    assert engine(71) == 'C'


def test_engine_4():
    assert engine(72) == 'B'


def test_engine_5():
    assert engine(73) == 'B'
