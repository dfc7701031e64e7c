from kata_bonus.core import orange


def test_orange_0():
    assert orange(45) == 59


def test_orange_1():
    assert orange(36) == 48


def test_orange_2():
    assert orange(24) == 32


def test_orange_3():
    assert orange(13) == 17


def test_orange_4():
    assert orange(39, 2) == 45


def test_orange_5():
    assert orange(39, 3) == 51
