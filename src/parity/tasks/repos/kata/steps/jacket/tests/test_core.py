from kata_steps.core import jacket


def test_jacket_0():
    assert jacket(4, 11) == [8, 10, 12, 14, 16, 18, 20]


def test_jacket_1():
    assert jacket(4, 6) == [8, 10]


def test_jacket_2():
    assert jacket(2, 8) == [4, 6, 8, 10, 12, 14]


def test_jacket_3():
    assert jacket(3, 12) == [6, 8, 10, 12, 14, 16, 18, 20, 22]


def test_jacket_4():
    assert jacket(6, 6) == []


def test_jacket_5():
    assert jacket(0, 5) == [0, 2, 4, 6, 8]
