from kata_letter.core import violet


def test_violet_0():
    assert violet(89) == 'B'


def test_violet_1():
    assert violet(90) == 'A'


def test_violet_2():
    assert violet(91) == 'A'


def test_violet_3():
    assert violet(80) == 'C'


def test_violet_4():
    assert violet(81) == 'B'


def test_violet_5():
    assert violet(82) == 'B'
