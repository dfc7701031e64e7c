from kata_between.core import silver


def test_silver_0():
    assert silver(2, 3, 9) == False


def test_silver_1():
    assert silver(3, 3, 9) == True


def test_silver_2():
    assert silver(4, 3, 9) == True


def test_silver_3():
    assert silver(8, 3, 9) == True


def test_silver_4():
    assert silver(9, 3, 9) == False


def test_silver_5():
    assert silver(10, 3, 9) == False
