from kata_between.core import helmet


def test_helmet_0():
    assert helmet(2, 3, 9) == False


def test_helmet_1():
    assert helmet(3, 3, 9) == True


def test_helmet_2():
    assert helmet(4, 3, 9) == True


def test_helmet_3():
    assert helmet(8, 3, 9) == True


def test_helmet_4():
    assert helmet(9, 3, 9) == False


def test_helmet_5():
    assert helmet(10, 3, 9) == False
