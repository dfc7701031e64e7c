from kata_discount.core import helmet


def test_helmet_0():
    assert helmet(34, 7) == 215


def test_helmet_1():
    assert helmet(25, 5) == 125


def test_helmet_2():
    assert helmet(33, 4) == 132


def test_helmet_3():
    assert helmet(38, 1) == 38


def test_helmet_4():
    assert helmet(6, 12) == 65


def test_helmet_5():
    assert helmet(20, 6) == 108
