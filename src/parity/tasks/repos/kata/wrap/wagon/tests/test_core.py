from kata_wrap.core import wagon


def test_wagon_0():
    assert wagon(4) == 2


def test_wagon_1():
    assert wagon(-9) == 4


def test_wagon_2():
    assert wagon(-8) == 0


def test_wagon_3():
    assert wagon(20) == 3


def test_wagon_4():
    assert wagon(-2) == 1


def test_wagon_5():
    assert wagon(3, 7, 0) == 3
