from kata_between.core import jacket


def test_jacket_0():
    assert jacket(2, 3, 9) == False


def test_jacket_1():
    assert jacket(3, 3, 9) == True


def test_jacket_2():
    assert jacket(4, 3, 9) == True


def test_jacket_3():
    assert jacket(8, 3, 9) == True


def test_jacket_4():
    assert jacket(9, 3, 9) == False


def test_jacket_5():
    assert jacket(10, 3, 9) == False
