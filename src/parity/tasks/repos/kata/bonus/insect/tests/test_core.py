from kata_bonus.core import insect


def test_insect_0():
    assert insect(48) == 54


def test_insect_1():
    assert insect(7) == 8


def test_insect_2():
    assert insect(8) == 9


def test_insect_3():
    assert insect(9) == 10


def test_insect_4():
    assert insect(51, 3) == 58


def test_insect_5():
    assert insect(51, 4) == 65
