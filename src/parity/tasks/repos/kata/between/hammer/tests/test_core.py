from kata_between.core import hammer


def test_hammer_0():
    assert hammer(2, 3, 9) == False


def test_hammer_1():
    assert hammer(3, 3, 9) == True


def test_hammer_2():
    assert hammer(4, 3, 9) == True


def test_hammer_3():
    assert hammer(8, 3, 9) == True


def test_hammer_4():
    assert hammer(9, 3, 9) == False


def test_hammer_5():
    assert hammer(10, 3, 9) == False
