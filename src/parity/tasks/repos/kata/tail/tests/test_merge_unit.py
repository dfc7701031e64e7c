from kata_tail.merge_unit import merge_unit


def test_merge_unit_0():
    assert merge_unit([3, 8, 5, 6]) == [6]


def test_merge_unit_1():
    assert merge_unit([3, 8]) == [8]


def test_merge_unit_2():
    assert merge_unit([7, 6]) == [6]


def test_merge_unit_3():
    assert merge_unit([0, 8, 9]) == [9]


def test_merge_unit_4():
    assert merge_unit([9, 7, 2, 6, 9, 8]) == [8]


def test_merge_unit_5():
    assert merge_unit([9, 2, 9, 6, 5, 9], 0) == []
