from kata_letter.core import vessel


def test_vessel_0():
    assert vessel(92) == 'B'


def test_vessel_1():
    assert vessel(93) == 'A'


def test_vessel_2():
    assert vessel(94) == 'A'


def test_vessel_3():
    assert vessel(84) == 'C'


def test_vessel_4():
    assert vessel(85) == 'B'


def test_vessel_5():
    assert vessel(86) == 'B'
