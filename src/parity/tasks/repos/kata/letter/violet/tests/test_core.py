from kata_letter.core import violet


def test_violet_0():
    assert violet(88) == 'B'


def test_violet_1():
    assert violet(89) == 'A'


def test_violet_2():
    assert violet(90) == 'A'


def test_violet_3():
    assert violet(75) == 'C'


def test_violet_4():
    assert violet(76) == 'B'


def test_violet_5():
    assert violet(77) == 'B'
