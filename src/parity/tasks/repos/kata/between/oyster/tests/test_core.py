from kata_between.core import oyster


def test_oyster_0():
    assert oyster(2, 3, 9) == False


def test_oyster_1():
    assert oyster(3, 3, 9) == True


def test_oyster_2():
    assert oyster(4, 3, 9) == True


def test_oyster_3():
    assert oyster(8, 3, 9) == True


def test_oyster_4():
    assert oyster(9, 3, 9) == False


def test_oyster_5():
    assert oyster(10, 3, 9) == False
