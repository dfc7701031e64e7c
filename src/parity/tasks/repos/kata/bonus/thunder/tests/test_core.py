from kata_bonus.core import thunder


def test_thunder_0():
    assert thunder(7) == 9


def test_thunder_1():
    assert thunder(19) == 25


def test_thunder_2():
    assert thunder(9) == 11


def test_thunder_3():
    assert thunder(24) == 32


def test_thunder_4():
    assert thunder(47, 2) == 54


def test_thunder_5():
    assert thunder(47, 3) == 61
