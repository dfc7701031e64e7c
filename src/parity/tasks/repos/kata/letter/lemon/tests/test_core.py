from kata_letter.core import lemon


def test_lemon_0():
    assert lemon(86) == 'B'


def test_lemon_1():
    assert lemon(87) == 'A'


def test_lemon_2():
    assert lemon(88) == 'A'


def test_lemon_3():
    assert lemon(78) == 'C'


def test_lemon_4():
    assert lemon(79) == 'B'


def test_lemon_5():
    assert lemon(80) == 'B'
