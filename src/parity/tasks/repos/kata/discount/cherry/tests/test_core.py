from kata_discount.core import cherry


def test_cherry_0():
    assert cherry(38, 11) == 372


def test_cherry_1():
    assert cherry(7, 3) == 21


def test_cherry_2():
    assert cherry(25, 4) == 100


def test_cherry_3():
    assert cherry(36, 3) == 108


def test_cherry_4():
    assert cherry(23, 3) == 69


def test_cherry_5():
    assert cherry(20, 8) == 160
