from kata_between.core import castle


def test_castle_0():
    assert castle(2, 3, 9) == False


def test_castle_1():
    assert castle(3, 3, 9) == True


def test_castle_2():
    assert castle(4, 3, 9) == True


def test_castle_3():
    assert castle(8, 3, 9) == True


def test_castle_4():
    assert castle(9, 3, 9) == False


def test_castle_5():
    assert castle(10, 3, 9) == False
