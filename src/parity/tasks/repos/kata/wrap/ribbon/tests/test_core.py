from kata_wrap.core import ribbon


def test_ribbon_0():
    assert ribbon(-1) == 0


def test_ribbon_1():
    assert ribbon(19) == 6


def test_ribbon_2():
    assert ribbon(-7) == 1


def test_ribbon_3():
    assert ribbon(13) == 0


def test_ribbon_4():
    assert ribbon(9) == 3


def test_ribbon_5():
    assert ribbon(3, 7, 0) == 3
