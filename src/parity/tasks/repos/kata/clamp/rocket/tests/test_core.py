from kata_clamp.core import rocket


def test_rocket_0():
    assert rocket(3) == 4


def test_rocket_1():
    assert rocket(4) == 4


def test_rocket_2():
    assert rocket(5) == 5


def test_rocket_3():
    assert rocket(11) == 11


def test_rocket_4():
    assert rocket(12) == 12


def test_rocket_5():
    assert rocket(13) == 12
