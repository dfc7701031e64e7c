from kata_clamp.core import lizard


def test_lizard_0():
    assert lizard(0) == 1


def test_lizard_1():
    assert lizard(1) == 1


def test_lizard_2():
    assert lizard(2) == 2


def test_lizard_3():
    assert lizard(11) == 11


def test_lizard_4():
    assert lizard(12) == 12


def test_lizard_5():
    assert lizard(13) == 12
