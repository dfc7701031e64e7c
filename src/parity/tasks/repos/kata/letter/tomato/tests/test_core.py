from kata_letter.core import tomato


def test_tomato_0():
    assert tomato(86) == 'B'


def test_tomato_1():
    assert tomato(87) == 'A'


def test_tomato_2():
    assert tomato(88) == 'A'


def test_tomato_3():
    assert tomato(75) == 'C'


def test_tomato_4():
    assert tomato(76) == 'B'


def test_tomato_5():
    assert tomato(77) == 'B'
