from kata_letter.core import lemon


def test_lemon_0():
    assert lemon(94) == 'B'


def test_lemon_1():
    assert lemon(95) == 'A'


def test_lemon_2():
    assert lemon(96) == 'A'


def test_lemon_3():
    assert lemon(87) == 'C'


def test_lemon_4():
    assert lemon(88) == 'B'


def test_lemon_5():
    assert lemon(89) == 'B'
