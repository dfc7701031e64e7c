from kata_letter.core import jacket


def test_jacket_0():
    assert jacket(82) == 'B'


def test_jacket_1():
    assert jacket(83) == 'A'


def test_jacket_2():
    assert jacket(84) == 'A'


def test_jacket_3():
    assert jacket(70) == 'C'


def test_jacket_4():
    assert jacket(71) == 'B'


def test_jacket_5():
    assert jacket(72) == 'B'
