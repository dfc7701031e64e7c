from kata_bonus.core import barrel


def test_barrel_0():
    assert barrel(17) == 20


def test_barrel_1():
    assert barrel(58) == 69


def test_barrel_2():
    assert barrel(22) == 26


def test_barrel_3():
    assert barrel(25) == 30


def test_barrel_4():
    assert barrel(11, 3) == 13


def test_barrel_5():
    assert barrel(60, 4) == 84
