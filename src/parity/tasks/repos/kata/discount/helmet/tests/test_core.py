from kata_discount.core import helmet


def test_helmet_0():
    assert helmet(22, 3) == 66


def test_helmet_1():
    assert helmet(17, 8) == 119


def test_helmet_2():
    assert helmet(22, 4) == 88


def test_helmet_3():
    assert helmet(7, 4) == 28


def test_helmet_4():
    assert helmet(40, 2) == 80


def test_helmet_5():
    assert helmet(20, 7) == 140
