from kata_wrap.core import insect


def test_insect_0():
    assert insect(-9) == 2


def test_insect_1():
    assert insect(-7) == 4


def test_insect_2():
    assert insect(17) == 3


def test_insect_3():
    assert insect(11) == 2


def test_insect_4():
    assert insect(5) == 1


def test_insect_5():
    assert insect(10, 4, 2) == 0
