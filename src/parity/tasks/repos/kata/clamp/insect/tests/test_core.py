from kata_clamp.core import insect


def test_insect_0():
    assert insect(1) == 2


def test_insect_1():
    assert insect(2) == 2


def test_insect_2():
    assert insect(3) == 3


def test_insect_3():
    assert insect(8) == 8


def test_insect_4():
    assert insect(9) == 9


def test_insect_5():
    assert insect(10) == 9
