from kata_steps.core import ribbon


def test_ribbon_0():
    assert ribbon(2, 10) == [4, 6, 8, 10, 12, 14, 16, 18]


def test_ribbon_1():
    assert ribbon(6, 11) == [12, 14, 16, 18, 20]


def test_ribbon_2():
    assert ribbon(1, 8) == [2, 4, 6, 8, 10, 12, 14]


def test_ribbon_3():
    assert ribbon(5, 11) == [10, 12, 14, 16, 18, 20]


def test_ribbon_4():
    assert ribbon(1, 5) == [2, 4, 6, 8]


def test_ribbon_5():
    assert ribbon(5, 7) == [10, 12]
