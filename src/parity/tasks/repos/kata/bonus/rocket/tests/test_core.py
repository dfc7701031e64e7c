from kata_bonus.core import rocket


def test_rocket_0():
    assert rocket(42) == 50


def test_rocket_1():
    assert rocket(40) == 48


def test_rocket_2():
    assert rocket(20) == 24


def test_rocket_3():
    assert rocket(55) == 66


def test_rocket_4():
    assert rocket(26, 2) == 31


def test_rocket_5():
    assert rocket(26, 3) == 36
