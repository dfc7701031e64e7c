from kata_max_gap.check_unit import check_unit


def test_check_unit_0():
    assert check_unit([7, 26, 30]) == 19


def test_check_unit_1():
    assert check_unit([17, 19]) == 2


def test_check_unit_2():
    assert check_unit([5, 27]) == 22


def test_check_unit_3():
    assert check_unit([15]) == 0


def test_check_unit_4():
    assert check_unit([10, 11, 11, 13, 19]) == 6


def test_check_unit_5():
    assert check_unit([9, 14, 15]) == 5
