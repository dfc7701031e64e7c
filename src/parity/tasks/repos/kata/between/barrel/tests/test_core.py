from kata_between.core import barrel


def test_barrel_0():
    assert barrel(2, 3, 9) == False


def test_barrel_1():
    assert barrel(3, 3, 9) == True


def test_barrel_2():
    assert barrel(4, 3, 9) == True


def test_barrel_3():
    assert barrel(8, 3, 9) == True


def test_barrel_4():
    assert barrel(9, 3, 9) == False


def test_barrel_5():
    assert barrel(10, 3, 9) == False
