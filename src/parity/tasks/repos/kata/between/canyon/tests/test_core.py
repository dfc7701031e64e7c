from kata_between.core import canyon


def test_canyon_0():
    assert canyon(2, 3, 9) == False


def test_canyon_1():
    assert canyon(3, 3, 9) == True


def test_canyon_2():
    assert canyon(4, 3, 9) == True


def test_canyon_3():
    assert canyon(8, 3, 9) == True


def test_canyon_4():
    assert canyon(9, 3, 9) == False


def test_canyon_5():
    assert canyon(10, 3, 9) == False
