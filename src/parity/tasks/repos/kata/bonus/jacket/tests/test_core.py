from kata_bonus.core import jacket


def test_jacket_0():
    assert jacket(21) == 24


def test_jacket_1():
    assert jacket(15) == 17


def test_jacket_2():
    assert jacket(10) == 11


def test_jacket_3():
    assert jacket(29) == 33


def test_jacket_4():
    assert jacket(13, 4) == 15


def test_jacket_5():
    assert jacket(13, 5) == 17
