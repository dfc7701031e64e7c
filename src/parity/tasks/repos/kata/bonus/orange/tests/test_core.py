from kata_bonus.core import orange


def test_orange_0():
    assert orange(48) == 57


def test_orange_1():
    assert orange(30) == 36


def test_orange_2():
    assert orange(25) == 30


def test_orange_3():
    assert orange(45, 4) == 54


def test_orange_4():
    assert orange(45, 5) == 63


def test_orange_5():
    assert orange(18, 4) == 21
