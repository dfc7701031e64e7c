from kata_steps.core import rocket


def test_rocket_0():
    assert rocket(4, 5) == [16]


def test_rocket_1():
    assert rocket(4, 13) == [16, 24, 32, 40, 48]


def test_rocket_2():
    assert rocket(0, 4) == [0, 8]


def test_rocket_3():
    assert rocket(4, 6) == [16]


def test_rocket_4():
    assert rocket(0, 6) == [0, 8, 16]


def test_rocket_5():
    assert rocket(0, 8) == [0, 8, 16, 24]
