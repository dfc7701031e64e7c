from kata_clamp.core import helmet


def test_helmet_0():
    assert helmet(4) == 5


def test_helmet_1():
    assert helmet(5) == 5


def test_helmet_2():
    assert helmet(6) == 6


def test_helmet_3():
    assert helmet(8) == 8


def test_helmet_4():
    assert helmet(9) == 9


def test_helmet_5():
    assert helmet(10) == 9
