from kata_wrap.core import rocket


def test_rocket_0():
    assert rocket(27) == 6


def test_rocket_1():
    assert rocket(3) == 4


def test_rocket_2():
    assert rocket(8) == 9


def test_rocket_3():
    assert rocket(24) == 3


def test_rocket_4():
    assert rocket(6) == 7


def test_rocket_5():
    assert rocket(10, 4, 2) == 0
