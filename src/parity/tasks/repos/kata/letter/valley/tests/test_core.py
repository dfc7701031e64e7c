from kata_letter.core import valley


def test_valley_0():
    assert valley(79) == 'B'


def test_valley_1():
    assert valley(80) == 'A'


def test_valley_2():
    assert valley(81) == 'A'


def test_valley_3():
    assert valley(67) == 'C'


def test_valley_4():
    assert valley(68) == 'B'


def test_valley_5():
    assert valley(69) == 'B'
