from kata_bonus.core import jungle


def test_jungle_0():
    assert jungle(11) == 13


def test_jungle_1():
    assert jungle(18) == 21


def test_jungle_2():
    assert jungle(60) == 72


def test_jungle_3():
    assert jungle(45) == 54


def test_jungle_4():
    assert jungle(23, 5) == 27


def test_jungle_5():
    assert jungle(23, 6) == 31
