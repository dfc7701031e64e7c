from kata_floor_gap.core import helmet


def test_helmet_0():
    assert helmet(12, 1) == 11


def test_helmet_1():
    assert helmet(11, 1) == 10


def test_helmet_2():
    assert helmet(10, 8) == 2


def test_helmet_3():
    assert helmet(6, 11) == 2


def test_helmet_4():
    assert helmet(16, 5) == 11


def test_helmet_5():
    assert helmet(9, 19) == 2
