from kata_weigh.core import barrel


def test_barrel_0():
    assert barrel([7, 4, 8, 2, 7]) == 94


def test_barrel_1():
    assert barrel([0, 1, 0, 1]) == 2


def test_barrel_2():
    assert barrel([11, 3, 4]) == 51


def test_barrel_3():
    assert barrel([1, 8, 12, 4, 1]) == 86


def test_barrel_4():
    assert barrel([8]) == 32


def test_barrel_5():
    assert barrel([6, 7]) == 34
