from kata_discount.core import rocket


def test_rocket_0():
    assert rocket(6, 7) == 38


def test_rocket_1():
    assert rocket(28, 7) == 177


def test_rocket_2():
    assert rocket(21, 6) == 114


def test_rocket_3():
    assert rocket(20, 7) == 126


def test_rocket_4():
    assert rocket(32, 8) == 231


def test_rocket_5():
    assert rocket(20, 4) == 80
