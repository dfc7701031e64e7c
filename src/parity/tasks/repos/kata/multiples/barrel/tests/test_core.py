from kata_multiples.core import barrel


def test_barrel_0():
    assert barrel([14, 5, 2, 10]) == 2


def test_barrel_1():
    assert barrel([10, 19]) == 1


def test_barrel_2():
    assert barrel([15, 7]) == 1


def test_barrel_3():
    assert barrel([12, 20]) == 1


def test_barrel_4():
    assert barrel([8, 19, -4, 17, -3]) == 0


def test_barrel_5():
    assert barrel([0, 5, 1]) == 1
