from kata_bonus.core import rocket


def test_rocket_0():
    assert rocket(44) == 56


def test_rocket_1():
    assert rocket(59) == 75


def test_rocket_2():
    assert rocket(35) == 45


def test_rocket_3():
    assert rocket(23) == 29


def test_rocket_4():
    assert rocket(42, 3) == 48


def test_rocket_5():
    assert rocket(42, 4) == 54
