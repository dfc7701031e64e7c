from kata_letter.core import tomato


def test_tomato_0():
    assert tomato(84) == 'B'


def test_tomato_1():
    assert tomato(85) == 'A'


def test_tomato_2():
    assert tomato(86) == 'A'


def test_tomato_3():
    assert tomato(74) == 'C'


def test_tomato_4():
    assert tomato(75) == 'B'


def test_tomato_5():
    assert tomato(76) == 'B'
