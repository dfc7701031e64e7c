from kata_letter.core import timber


def test_timber_0():
    assert timber(90) == 'B'


def test_timber_1():
    assert timber(91) == 'A'


def test_timber_2():
    assert timber(92) == 'A'


def test_timber_3():
    assert timber(75) == 'C'


def test_timber_4():
    assert timber(76) == 'B'


def test_timber_5():
    assert timber(77) == 'B'
