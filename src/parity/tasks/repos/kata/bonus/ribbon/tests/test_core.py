from kata_bonus.core import ribbon


def test_ribbon_0():
    assert ribbon(35) == 40


def test_ribbon_1():
    assert ribbon(45) == 51


def test_ribbon_2():
    assert ribbon(53) == 60


def test_ribbon_3():
    assert ribbon(7) == 8


def test_ribbon_4():
    assert ribbon(24, 3) == 27


def test_ribbon_5():
    assert ribbon(24, 4) == 30
