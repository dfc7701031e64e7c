from kata_between.core import tomato


def test_tomato_0():
    assert tomato(2, 3, 9) == False


def test_tomato_1():
    assert tomato(3, 3, 9) == True


def test_tomato_2():
    assert tomato(4, 3, 9) == True


def test_tomato_3():
    assert tomato(8, 3, 9) == True


def test_tomato_4():
    assert tomato(9, 3, 9) == False


def test_tomato_5():
    assert tomato(10, 3, 9) == False
