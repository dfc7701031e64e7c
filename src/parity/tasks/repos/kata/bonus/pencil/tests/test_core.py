from kata_bonus.core import pencil


def test_pencil_0():
    assert pencil(51) == 63


def test_pencil_1():
    assert pencil(33) == 41


def test_pencil_2():
    assert pencil(14) == 17


def test_pencil_3():
    assert pencil(36) == 45


def test_pencil_4():
    assert pencil(60, 4) == 75


def test_pencil_5():
    assert pencil(60, 5) == 90
