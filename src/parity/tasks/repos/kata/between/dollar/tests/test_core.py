from kata_between.core import dollar


def test_dollar_0():
    assert dollar(2, 3, 9) == False


def test_dollar_1():
    assert dollar(3, 3, 9) == True


def test_dollar_2():
    assert dollar(4, 3, 9) == True


def test_dollar_3():
    assert dollar(8, 3, 9) == True


def test_dollar_4():
    assert dollar(9, 3, 9) == False


def test_dollar_5():
    assert dollar(10, 3, 9) == False
