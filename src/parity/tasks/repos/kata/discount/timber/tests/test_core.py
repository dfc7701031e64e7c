from kata_discount.core import timber


def test_timber_0():
    assert timber(25, 6) == 150


def test_timber_1():
    assert timber(9, 4) == 36


def test_timber_2():
    assert timber(24, 12) == 231


def test_timber_3():
    assert timber(20, 12) == 192


def test_timber_4():
    assert timber(18, 3) == 54


def test_timber_5():
    assert timber(20, 6) == 120
