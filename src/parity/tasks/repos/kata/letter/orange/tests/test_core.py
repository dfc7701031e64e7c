from kata_letter.core import orange


def test_orange_0():
    assert orange(81) == 'B'


def test_orange_1():
    assert orange(82) == 'A'


def test_orange_2():
    assert orange(83) == 'A'


def test_orange_3():
    assert orange(69) == 'C'


def test_orange_4():
    assert orange(70) == 'B'


def test_orange_5():
    assert orange(71) == 'B'
