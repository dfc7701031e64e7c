from kata_discount.core import salmon


def test_salmon_0():
    assert salmon(21, 7) == 147


def test_salmon_1():
    assert salmon(18, 6) == 108


def test_salmon_2():
    assert salmon(28, 1) == 28


def test_salmon_3():
    assert salmon(39, 6) == 234


def test_salmon_4():
    assert salmon(31, 8) == 221


def test_salmon_5():
    assert salmon(20, 7) == 140
