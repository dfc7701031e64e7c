from kata_bonus.core import jungle


def test_jungle_0():
    assert jungle(38) == 50


def test_jungle_1():
    assert jungle(31) == 41


def test_jungle_2():
    assert jungle(19) == 25


def test_jungle_3():
    assert jungle(15) == 19


def test_jungle_4():
    assert jungle(29, 2) == 33


def test_jungle_5():
    assert jungle(29, 3) == 37
