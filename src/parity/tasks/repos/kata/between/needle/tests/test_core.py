from kata_between.core import needle


def test_needle_0():
    assert needle(2, 3, 9) == False


def test_needle_1():
    assert needle(3, 3, 9) == True


def test_needle_2():
    assert needle(4, 3, 9) == True


def test_needle_3():
    assert needle(8, 3, 9) == True


def test_needle_4():
    assert needle(9, 3, 9) == False


def test_needle_5():
    assert needle(10, 3, 9) == False
