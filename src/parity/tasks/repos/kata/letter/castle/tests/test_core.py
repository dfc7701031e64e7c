from kata_letter.core import castle


def test_castle_0():
    assert castle(88) == 'B'


def test_castle_1():
    assert castle(89) == 'A'


def test_castle_2():
    assert castle(90) == 'A'


def test_castle_3():
    assert castle(77) == 'C'


def test_castle_4():
    assert castle(78) == 'B'


def test_castle_5():
    assert castle(79) == 'B'
