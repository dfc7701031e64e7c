from kata_steps.core import jacket


def test_jacket_0():
    assert jacket(6, 10) == [12, 18]


def test_jacket_1():
    assert jacket(2, 2) == []


def test_jacket_2():
    assert jacket(2, 7) == [4, 10]


def test_jacket_3():
    assert jacket(6, 15) == [12, 18, 24]


def test_jacket_4():
    assert jacket(5, 13) == [10, 16, 22]


def test_jacket_5():
    assert jacket(1, 9) == [2, 8, 14]
