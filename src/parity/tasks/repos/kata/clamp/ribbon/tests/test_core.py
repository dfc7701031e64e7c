from kata_clamp.core import ribbon


def test_ribbon_0():
    assert ribbon(-1) == 0


def test_ribbon_1():
    assert ribbon(0) == 0


def test_ribbon_2():
    assert ribbon(1) == 1


def test_ribbon_3():
    assert ribbon(14) == 14


def test_ribbon_4():
    assert ribbon(15) == 15


def test_ribbon_5():
    assert ribbon(16) == 15
