from kata_between.core import wagon


def test_wagon_0():
    assert wagon(2, 3, 9) == False


def test_wagon_1():
    assert wagon(3, 3, 9) == True


def test_wagon_2():
    assert wagon(4, 3, 9) == True


def test_wagon_3():
    assert wagon(8, 3, 9) == True


def test_wagon_4():
    assert wagon(9, 3, 9) == False


def test_wagon_5():
    assert wagon(10, 3, 9) == False
