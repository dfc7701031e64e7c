from kata_steps.core import ribbon


def test_ribbon_0():
    assert ribbon(3, 6) == [15]


def test_ribbon_1():
    assert ribbon(2, 2) == []


def test_ribbon_2():
    assert ribbon(6, 11) == [30, 45]


def test_ribbon_3():
    assert ribbon(4, 7) == [20]


def test_ribbon_4():
    assert ribbon(4, 8) == [20, 35]


def test_ribbon_5():
    assert ribbon(0, 10, 4) == [0, 20, 40]
