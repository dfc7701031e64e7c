from kata_steps.adjust_unit import adjust_unit


def test_adjust_unit_0():
    assert adjust_unit(3, 9) == [9, 15, 21]


def test_adjust_unit_1():
    assert adjust_unit(2, 2) == []


def test_adjust_unit_2():
    assert adjust_unit(1, 7) == [3, 9, 15]


def test_adjust_unit_3():
    assert adjust_unit(3, 4) == [9]


def test_adjust_unit_4():
    assert adjust_unit(3, 10) == [9, 15, 21, 27]


def test_adjust_unit_5():
    assert adjust_unit(0, 3) == [0, 6]
