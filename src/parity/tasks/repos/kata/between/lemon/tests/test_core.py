from kata_between.core import lemon


def test_lemon_0():
    assert lemon(2, 3, 9) == False


def test_lemon_1():
    assert lemon(3, 3, 9) == True


def test_lemon_2():
    assert lemon(4, 3, 9) == True


def test_lemon_3():
    assert lemon(8, 3, 9) == True


def test_lemon_4():
    assert lemon(9, 3, 9) == False


def test_lemon_5():
    assert lemon(10, 3, 9) == False
