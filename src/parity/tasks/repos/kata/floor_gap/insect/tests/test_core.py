from kata_floor_gap.core import insect


def test_insect_0():
    assert insect(10, 18) == 0


def test_insect_1():
    assert insect(12, 10) == 2


def test_insect_2():
    assert insect(15, 4) == 11


def test_insect_3():
    assert insect(12, 5) == 7


def test_insect_4():
    assert insect(19, 8) == 11


def test_insect_5():
    assert insect(16, 20) == 0
