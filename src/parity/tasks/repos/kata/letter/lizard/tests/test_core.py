from kata_letter.core import lizard


def test_lizard_0():
    assert lizard(86) == 'B'


def test_lizard_1():
    assert lizard(87) == 'A'


def test_lizard_2():
    assert lizard(88) == 'A'


def test_lizard_3():
    assert lizard(80) == 'C'


def test_lizard_4():
    assert lizard(81) == 'B'


def test_lizard_5():
    assert lizard(82) == 'B'
