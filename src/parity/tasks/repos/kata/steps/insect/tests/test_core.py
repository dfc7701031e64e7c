from kata_steps.core import insect


def test_insect_0():
    assert insect(3, 3) == []


def test_insect_1():
    assert insect(2, 3) == [8]


def test_insect_2():
    assert insect(1, 7) == [4, 12, 20]


def test_insect_3():
    assert insect(6, 6) == []


def test_insect_4():
    assert insect(5, 14) == [20, 28, 36, 44, 52]


def test_insect_5():
    assert insect(1, 9) == [4, 12, 20, 28]
