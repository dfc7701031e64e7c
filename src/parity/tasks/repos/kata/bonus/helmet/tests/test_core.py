from kata_bonus.core import helmet


def test_helmet_0():
    assert helmet(28) == 32


def test_helmet_1():
    assert helmet(32) == 37


def test_helmet_2():
    assert helmet(56) == 65


def test_helmet_3():
    assert helmet(46) == 53


def test_helmet_4():
    assert helmet(34, 3) == 39


def test_helmet_5():
    assert helmet(34, 4) == 44
