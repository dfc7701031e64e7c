from kata_bonus.core import ribbon


def test_ribbon_0():
    assert ribbon(31) == 37


def test_ribbon_1():
    assert ribbon(2) == 2


def test_ribbon_2():
    assert ribbon(44) == 52


def test_ribbon_3():
    assert ribbon(29) == 34


def test_ribbon_4():
    assert ribbon(55, 4) == 66


def test_ribbon_5():
    assert ribbon(55, 5) == 77
