from kata_floor_gap.core import jacket


def test_jacket_0():
    assert jacket(16, 19) == 3


def test_jacket_1():
    assert jacket(12, 11) == 3


def test_jacket_2():
    assert jacket(5, 15) == 3


def test_jacket_3():
    assert jacket(2, 2) == 3


def test_jacket_4():
    assert jacket(15, 12) == 3


def test_jacket_5():
    assert jacket(7, 1) == 6
