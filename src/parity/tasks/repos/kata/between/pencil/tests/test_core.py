from kata_between.core import pencil


def test_pencil_0():
    assert pencil(2, 3, 9) == False


def test_pencil_1():
    assert pencil(3, 3, 9) == True


def test_pencil_2():
    assert pencil(4, 3, 9) == True


def test_pencil_3():
    assert pencil(8, 3, 9) == True


def test_pencil_4():
    assert pencil(9, 3, 9) == False


def test_pencil_5():
    assert pencil(10, 3, 9) == False
