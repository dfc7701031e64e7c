from kata_bonus.rate_unit import rate_unit


def test_rate_unit_0():
    assert rate_unit(8) == 9


def test_rate_unit_1():
    assert rate_unit(22) == 26


def test_rate_unit_2():
    assert rate_unit(11) == 13


def test_rate_unit_3():
    assert rate_unit(31) == 37


def test_rate_unit_4():
    assert rate_unit(19, 5) == 22


def test_rate_unit_5():
    assert rate_unit(19, 6) == 25
