from kata_wrap.core import ribbon


def test_ribbon_0():
    assert ribbon(-7) == 2


def test_ribbon_1():
    assert ribbon(-4) == 5


def test_ribbon_2():
    assert ribbon(7) == 4


def test_ribbon_3():
    assert ribbon(27) == 0


def test_ribbon_4():
    assert ribbon(20) == 5


def test_ribbon_5():
    assert ribbon(3, 7, 0) == 3
