from kata_letter.core import lizard


def test_lizard_0():
    assert lizard(79) == 'B'


def test_lizard_1():
    assert lizard(80) == 'A'


def test_lizard_2():
    assert lizard(81) == 'A'


def test_lizard_3():
    assert lizard(64) == 'C'


def test_lizard_4():
    assert lizard(65) == 'B'


def test_lizard_5():
    assert lizard(66) == 'B'
