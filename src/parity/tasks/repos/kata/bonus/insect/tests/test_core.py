from kata_bonus.core import insect


def test_insect_0():
    assert insect(59) == 67


def test_insect_1():
    assert insect(15) == 17


def test_insect_2():
    assert insect(27) == 30


def test_insect_3():
    assert insect(11) == 12


def test_insect_4():
    assert insect(12, 3) == 13


def test_insect_5():
    assert insect(12, 4) == 14
