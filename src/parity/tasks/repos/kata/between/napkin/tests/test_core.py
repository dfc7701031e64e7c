from kata_between.core import napkin


def test_napkin_0():
    assert napkin(2, 3, 9) == False


def test_napkin_1():
    assert napkin(3, 3, 9) == True


def test_napkin_2():
    assert napkin(4, 3, 9) == True


def test_napkin_3():
    assert napkin(8, 3, 9) == True


def test_napkin_4():
    assert napkin(9, 3, 9) == False


def test_napkin_5():
    assert napkin(10, 3, 9) == False
