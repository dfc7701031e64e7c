from kata_between.core import timber


def test_timber_0():
    assert timber(2, 3, 9) == False


def test_timber_1():
    assert timber(3, 3, 9) == True


def test_timber_2():
    assert timber(4, 3, 9) == True


def test_timber_3():
    assert timber(8, 3, 9) == True


def test_timber_4():
    assert timber(9, 3, 9) == False


def test_timber_5():
    assert timber(10, 3, 9) == False
