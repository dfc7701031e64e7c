from kata_bonus.core import helmet


def test_helmet_0():
    assert helmet(42) == 50


def test_helmet_1():
    assert helmet(41) == 49


def test_helmet_2():
    assert helmet(19) == 22


def test_helmet_3():
    assert helmet(40) == 48


def test_helmet_4():
    assert helmet(16, 4) == 19


def test_helmet_5():
    assert helmet(16, 5) == 22
