from kata_discount.core import rocket


def test_rocket_0():
    assert rocket(30, 3) == 90


def test_rocket_1():
    assert rocket(27, 8) == 192


def test_rocket_2():
    assert rocket(1, 6) == 6


def test_rocket_3():
    assert rocket(21, 11) == 206


def test_rocket_4():
    assert rocket(17, 10) == 152


def test_rocket_5():
    assert rocket(20, 6) == 120
