from kata_steps.core import insect


def test_insect_0():
    assert insect(6, 6) == []


def test_insect_1():
    assert insect(0, 0) == []


def test_insect_2():
    assert insect(6, 14) == [18, 21, 24, 27, 30, 33, 36, 39]


def test_insect_3():
    assert insect(0, 5) == [0, 3, 6, 9, 12]


def test_insect_4():
    assert insect(0, 1) == [0]


def test_insect_5():
    assert insect(4, 9) == [12, 15, 18, 21, 24]
