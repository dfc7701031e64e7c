from kata_floor_gap.core import rocket


def test_rocket_0():
    assert rocket(1, 15) == 0


def test_rocket_1():
    assert rocket(5, 7) == 0


def test_rocket_2():
    assert rocket(13, 3) == 10


def test_rocket_3():
    assert rocket(13, 0) == 13


def test_rocket_4():
    assert rocket(17, 10) == 7


def test_rocket_5():
    assert rocket(10, 14) == 0
