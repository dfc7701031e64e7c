from kata_letter.core import needle


def test_needle_0():
    assert needle(84) == 'B'


def test_needle_1():
    assert needle(85) == 'A'


def test_needle_2():
    assert needle(86) == 'A'


def test_needle_3():
    assert needle(74) == 'C'


def test_needle_4():
    assert needle(75) == 'B'


def test_needle_5():
    assert needle(76) == 'B'
