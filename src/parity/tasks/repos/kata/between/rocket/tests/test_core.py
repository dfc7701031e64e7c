from kata_between.core import rocket


def test_rocket_0():
    assert rocket(2, 3, 9) == False


def test_rocket_1():
    assert rocket(3, 3, 9) == True


def test_rocket_2():
    assert rocket(4, 3, 9) == True


def test_rocket_3():
    assert rocket(8, 3, 9) == True


def test_rocket_4():
    assert rocket(9, 3, 9) == False


def test_rocket_5():
    assert rocket(10, 3, 9) == False
