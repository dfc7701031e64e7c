from kata_floor_gap.core import insect


def test_insect_0():
    assert insect(6, 19) == 1


def test_insect_1():
    assert insect(9, 12) == 1


def test_insect_2():
    assert insect(15, 13) == 2


def test_insect_3():
    assert insect(19, 2) == 17


def test_insect_4():
    assert insect(1, 2) == 1


def test_insect_5():
    assert insect(15, 17) == 1
