from kata_discount.core import salmon


def test_salmon_0():
    assert salmon(36, 9) == 260


def test_salmon_1():
    assert salmon(1, 1) == 1


def test_salmon_2():
    assert salmon(34, 1) == 34


def test_salmon_3():
    assert salmon(32, 2) == 64


def test_salmon_4():
    assert salmon(20, 3) == 60


def test_salmon_5():
    assert salmon(20, 4) == 64
