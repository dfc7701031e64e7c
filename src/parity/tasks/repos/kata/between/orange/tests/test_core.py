from kata_between.core import orange


def test_orange_0():
    assert orange(2, 3, 9) == False


def test_orange_1():
    assert orange(3, 3, 9) == True


def test_orange_2():
    assert orange(4, 3, 9) == True


def test_orange_3():
    assert orange(8, 3, 9) == True


def test_orange_4():
    assert orange(9, 3, 9) == False


def test_orange_5():
    assert orange(10, 3, 9) == False
