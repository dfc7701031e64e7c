from kata_wrap.core import rocket


def test_rocket_0():
    assert rocket(10) == 2


def test_rocket_1():
    assert rocket(24) == 4


def test_rocket_2():
    assert rocket(16) == 2


def test_rocket_3():
    assert rocket(1) == 5


def test_rocket_4():
    assert rocket(27) == 1


def test_rocket_5():
    assert rocket(10, 4, 2) == 0
