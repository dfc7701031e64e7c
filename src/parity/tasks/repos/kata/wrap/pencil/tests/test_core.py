from kata_wrap.core import pencil


def test_pencil_0():
    assert pencil(10) == 4


def test_pencil_1():
    assert pencil(-7) == 2


def test_pencil_2():
    assert pencil(29) == 3


def test_pencil_3():
    assert pencil(27) == 1


def test_pencil_4():
    assert pencil(0) == 4


def test_pencil_5():
    assert pencil(10, 4, 2) == 0
