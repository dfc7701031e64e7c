from kata_clamp.core import pencil


def test_pencil_0():
    assert pencil(4) == 5


def test_pencil_1():
    assert pencil(5) == 5


def test_pencil_2():
    assert pencil(6) == 6


def test_pencil_3():
    assert pencil(18) == 18


def test_pencil_4():
    assert pencil(19) == 19


def test_pencil_5():
    assert pencil(20) == 19
