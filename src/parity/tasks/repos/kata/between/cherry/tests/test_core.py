from kata_between.core import cherry


def test_cherry_0():
    assert cherry(2, 3, 9) == False


def test_cherry_1():
    assert cherry(3, 3, 9) == True


def test_cherry_2():
    assert cherry(4, 3, 9) == True


def test_cherry_3():
    assert cherry(8, 3, 9) == True


def test_cherry_4():
    assert cherry(9, 3, 9) == False


def test_cherry_5():
    assert cherry(10, 3, 9) == False
