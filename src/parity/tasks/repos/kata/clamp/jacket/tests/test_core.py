from kata_clamp.core import jacket


def test_jacket_0():
    assert jacket(-1) == 0


def test_jacket_1():
    assert jacket(0) == 0


def test_jacket_2():
    assert jacket(1) == 1


def test_jacket_3():
    assert jacket(8) == 8


def test_jacket_4():
    assert jacket(9) == 9


def test_jacket_5():
    assert jacket(10) == 9
