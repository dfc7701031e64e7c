from kata_steps.core import lizard


def test_lizard_0():
    assert lizard(4, 5) == [12]


def test_lizard_1():
    assert lizard(2, 6) == [6, 15]


def test_lizard_2():
    assert lizard(4, 8) == [12, 21]


def test_lizard_3():
    assert lizard(1, 10) == [3, 12, 21]


def test_lizard_4():
    assert lizard(6, 13) == [18, 27, 36]


def test_lizard_5():
    assert lizard(5, 13) == [15, 24, 33]
