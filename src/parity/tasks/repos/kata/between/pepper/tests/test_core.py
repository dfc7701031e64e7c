from kata_between.core import pepper


def test_pepper_0():
    assert pepper(2, 3, 9) == False


def test_pepper_1():
    assert pepper(3, 3, 9) == True


def test_pepper_2():
    assert pepper(4, 3, 9) == True


def test_pepper_3():
    assert pepper(8, 3, 9) == True


def test_pepper_4():
    assert pepper(9, 3, 9) == False


def test_pepper_5():
    assert pepper(10, 3, 9) == False
