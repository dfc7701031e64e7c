from kata_between.core import valley


def test_valley_0():
    assert valley(2, 3, 9) == False


def test_valley_1():
    assert valley(3, 3, 9) == True


def test_valley_2():
    assert valley(4, 3, 9) == True


def test_valley_3():
    assert valley(8, 3, 9) == True


def test_valley_4():
    assert valley(9, 3, 9) == False


def test_valley_5():
    assert valley(10, 3, 9) == False
