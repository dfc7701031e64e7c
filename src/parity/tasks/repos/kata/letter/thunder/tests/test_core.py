from kata_letter.core import thunder


def test_thunder_0():
    assert thunder(93) == 'B'


def test_thunder_1():
    assert thunder(94) == 'A'


def test_thunder_2():
    assert thunder(95) == 'A'


def test_thunder_3():
    assert thunder(84) == 'C'


def test_thunder_4():
    assert thunder(85) == 'B'


def test_thunder_5():
    assert thunder(86) == 'B'
