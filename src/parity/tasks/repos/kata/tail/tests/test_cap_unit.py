from kata_tail.cap_unit import cap_unit


def test_cap_unit_0():
    assert cap_unit([]) == []


def test_cap_unit_1():
    assert cap_unit([5, 5, 1]) == [5, 1]


def test_cap_unit_2():
    assert cap_unit([0, 4, 2, 7, 3, 3, 5]) == [3, 5]


def test_cap_unit_3():
    assert cap_unit([1]) == [1]


def test_cap_unit_4():
    assert cap_unit([9, 8, 2, 1, 1, 2], 0) == []


def test_cap_unit_5():
    assert cap_unit([6, 4, 1, 8, 9, 4], 1) == [4]
