from kata_max_gap.pick_unit import pick_unit


def test_pick_unit_0():
    assert pick_unit([5, 13, 18, 18]) == 8


def test_pick_unit_1():
    assert pick_unit([2, 4, 5, 5, 19, 23]) == 14


def test_pick_unit_2():
    assert pick_unit([1]) == 0


def test_pick_unit_3():
    assert pick_unit([1, 6, 8, 9, 17]) == 8


def test_pick_unit_4():
    assert pick_unit([18]) == 0


def test_pick_unit_5():
    assert pick_unit([8, 20, 21, 22, 23, 29]) == 12
