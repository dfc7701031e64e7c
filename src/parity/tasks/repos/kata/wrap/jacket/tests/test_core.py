from kata_wrap.core import jacket


def test_jacket_0():
    assert jacket(7) == 0


def test_jacket_1():
    assert jacket(29) == 2


def test_jacket_2():
    assert jacket(6) == 4


def test_jacket_3():
    assert jacket(16) == 4


def test_jacket_4():
    assert jacket(1) == 4


def test_jacket_5():
    assert jacket(20) == 3
