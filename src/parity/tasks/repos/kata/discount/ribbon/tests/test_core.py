from kata_discount.core import ribbon


def test_ribbon_0():
    assert ribbon(31, 7) == 217


def test_ribbon_1():
    assert ribbon(26, 11) == 251


def test_ribbon_2():
    assert ribbon(17, 12) == 179


def test_ribbon_3():
    assert ribbon(36, 12) == 378


def test_ribbon_4():
    assert ribbon(22, 2) == 44


def test_ribbon_5():
    assert ribbon(20, 8) == 140
