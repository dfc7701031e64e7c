from kata_between.core import saddle


def test_saddle_0():
    assert saddle(2, 3, 9) == False


def test_saddle_1():
    assert saddle(3, 3, 9) == True


def test_saddle_2():
    assert saddle(4, 3, 9) == True


def test_saddle_3():
    assert saddle(8, 3, 9) == True


def test_saddle_4():
    assert saddle(9, 3, 9) == False


def test_saddle_5():
    assert saddle(10, 3, 9) == False
