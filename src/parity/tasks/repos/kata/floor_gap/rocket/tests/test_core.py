from kata_floor_gap.core import rocket


def test_rocket_0():
    assert rocket(18, 19) == 2


def test_rocket_1():
    assert rocket(13, 10) == 3


def test_rocket_2():
    assert rocket(9, 12) == 2


def test_rocket_3():
    assert rocket(6, 19) == 2


def test_rocket_4():
    assert rocket(17, 19) == 2


def test_rocket_5():
    assert rocket(8, 18) == 2
