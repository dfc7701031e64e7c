from kata_discount.core import jungle


def test_jungle_0():
    assert jungle(19, 6) == 114


def test_jungle_1():
    assert jungle(6, 1) == 6


def test_jungle_2():
    assert jungle(1, 9) == 7


def test_jungle_3():
    assert jungle(38, 4) == 152


def test_jungle_4():
    assert jungle(34, 4) == 136


def test_jungle_5():
    assert jungle(20, 8) == 160
