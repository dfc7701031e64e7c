from kata_wrap.core import jacket


def test_jacket_0():
    assert jacket(7) == 10


def test_jacket_1():
    assert jacket(23) == 4


def test_jacket_2():
    assert jacket(-4) == 10


def test_jacket_3():
    assert jacket(-6) == 8


def test_jacket_4():
    assert jacket(4) == 7


def test_jacket_5():
    assert jacket(10, 4, 2) == 0
