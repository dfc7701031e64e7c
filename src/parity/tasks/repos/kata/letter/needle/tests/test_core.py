from kata_letter.core import needle


def test_needle_0():
    assert needle(91) == 'B'


def test_needle_1():
    assert needle(92) == 'A'


def test_needle_2():
    assert needle(93) == 'A'


def test_needle_3():
    assert needle(80) == 'C'


def test_needle_4():
    assert needle(81) == 'B'


def test_needle_5():
    assert needle(82) == 'B'
