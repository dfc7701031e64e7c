from kata_clamp.core import wagon


def test_wagon_0():
    assert wagon(2) == 3


def test_wagon_1():
    assert wagon(3) == 3


def test_wagon_2():
    assert wagon(4) == 4


def test_wagon_3():
    assert wagon(19) == 19


def test_wagon_4():
    assert wagon(20) == 20


def test_wagon_5():
    assert wagon(21) == 20
