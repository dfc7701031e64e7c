from kata_letter.core import pencil


def test_pencil_0():
    assert pencil(86) == 'B'


def test_pencil_1():
    assert pencil(87) == 'A'


def test_pencil_2():
    assert pencil(88) == 'A'


def test_pencil_3():
    assert pencil(78) == 'C'


def test_pencil_4():
    assert pencil(79) == 'B'


def test_pencil_5():
    assert pencil(80) == 'B'
