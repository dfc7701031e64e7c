from kata_steps.core import rocket


def test_rocket_0():
    assert rocket(4, 8) == [16, 24]


def test_rocket_1():
    assert rocket(2, 2) == []


def test_rocket_2():
    assert rocket(6, 6) == []


def test_rocket_3():
    assert rocket(5, 10) == [20, 28, 36]


def test_rocket_4():
    assert rocket(2, 3) == [8]


def test_rocket_5():
    assert rocket(4, 10) == [16, 24, 32]
