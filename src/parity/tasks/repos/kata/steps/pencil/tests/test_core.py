from kata_steps.core import pencil


def test_pencil_0():
    assert pencil(3, 12) == [9, 15, 21, 27, 33]


def test_pencil_1():
    assert pencil(2, 3) == [6]


def test_pencil_2():
    assert pencil(0, 1) == [0]


def test_pencil_3():
    assert pencil(0, 7) == [0, 6, 12, 18]


def test_pencil_4():
    assert pencil(2, 6) == [6, 12]


def test_pencil_5():
    assert pencil(0, 5) == [0, 6, 12]
