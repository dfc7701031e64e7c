from kata_multiples.core import pencil


def test_pencil_0():
    assert pencil([11, 15]) == 0


def test_pencil_1():
    assert pencil([11, 7]) == 0


def test_pencil_2():
    assert pencil([2, 19]) == 0


def test_pencil_3():
    assert pencil([10, 3, 17]) == 0


def test_pencil_4():
    assert pencil([-3, 10]) == 0


def test_pencil_5():
    assert pencil([0, 4, 1]) == 1
