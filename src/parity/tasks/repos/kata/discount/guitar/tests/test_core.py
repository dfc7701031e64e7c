from kata_discount.core import guitar


def test_guitar_0():
    assert guitar(10, 4) == 40


def test_guitar_1():
    assert guitar(13, 11) == 128


def test_guitar_2():
    assert guitar(23, 10) == 205


def test_guitar_3():
    assert guitar(30, 8) == 214


def test_guitar_4():
    assert guitar(11, 9) == 88


def test_guitar_5():
    assert guitar(20, 6) == 120
