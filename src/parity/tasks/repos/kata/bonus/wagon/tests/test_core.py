from kata_bonus.core import wagon


def test_wagon_0():
    assert wagon(43) == 53


def test_wagon_1():
    assert wagon(26) == 32


def test_wagon_2():
    assert wagon(20) == 25


def test_wagon_3():
    assert wagon(45) == 56


def test_wagon_4():
    assert wagon(23, 3) == 28


def test_wagon_5():
    assert wagon(23, 4) == 33
