from kata_floor_gap.core import ribbon


def test_ribbon_0():
    assert ribbon(2, 8) == 1


def test_ribbon_1():
    assert ribbon(10, 6) == 4


def test_ribbon_2():
    assert ribbon(14, 5) == 9


def test_ribbon_3():
    assert ribbon(4, 3) == 1


def test_ribbon_4():
    assert ribbon(17, 8) == 9


def test_ribbon_5():
    assert ribbon(15, 10) == 5
