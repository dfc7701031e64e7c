from kata_steps.round_unit import round_unit


def test_round_unit_0():
    assert round_unit(4, 13) == [20, 25, 30, 35, 40, 45, 50, 55, 60]


def test_round_unit_1():
    assert round_unit(3, 6) == [15, 20, 25]


def test_round_unit_2():
    assert round_unit(5, 8) == [25, 30, 35]


def test_round_unit_3():
    assert round_unit(4, 5) == [20]


def test_round_unit_4():
    assert round_unit(3, 7) == [15, 20, 25, 30]


def test_round_unit_5():
    assert round_unit(6, 12) == [30, 35, 40, 45, 50, 55]
