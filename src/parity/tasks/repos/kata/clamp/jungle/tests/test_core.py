from kata_clamp.core import jungle


def test_jungle_0():
    assert jungle(2) == 3


def test_jungle_1():
    assert jungle(3) == 3


def test_jungle_2():
    assert jungle(4) == 4


def test_jungle_3():
    assert jungle(12) == 12


def test_jungle_4():
    assert jungle(13) == 13


def test_jungle_5():
    assert jungle(14) == 13
