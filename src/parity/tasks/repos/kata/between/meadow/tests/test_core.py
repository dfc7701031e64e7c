from kata_between.core import meadow


def test_meadow_0():
    assert meadow(2, 3, 9) == False


def test_meadow_1():
    assert meadow(3, 3, 9) == True


def test_meadow_2():
    assert meadow(4, 3, 9) == True


def test_meadow_3():
    assert meadow(8, 3, 9) == True


def test_meadow_4():
    assert meadow(9, 3, 9) == False


def test_meadow_5():
    assert meadow(10, 3, 9) == False
