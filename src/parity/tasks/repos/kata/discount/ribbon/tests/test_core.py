from kata_discount.core import ribbon


def test_ribbon_0():
    assert ribbon(35, 2) == 70


def test_ribbon_1():
    assert ribbon(40, 1) == 40


def test_ribbon_2():
    assert ribbon(37, 8) == 259


def test_ribbon_3():
    assert ribbon(14, 2) == 28


def test_ribbon_4():
    assert ribbon(22, 3) == 66


def test_ribbon_5():
    assert ribbon(20, 7) == 140
