from kata_floor_gap.core import ribbon


def test_ribbon_0():
    assert ribbon(8, 11) == 1


def test_ribbon_1():
    assert ribbon(5, 7) == 1


def test_ribbon_2():
    assert ribbon(2, 2) == 1


def test_ribbon_3():
    assert ribbon(17, 7) == 10


def test_ribbon_4():
    assert ribbon(8, 1) == 7


def test_ribbon_5():
    assert ribbon(13, 19) == 1
