from kata_max_gap.core import kettle


def test_kettle_0():
    assert kettle([13, 23]) == 10


def test_kettle_1():
    assert kettle([13, 24, 25]) == 11


def test_kettle_2():
    assert kettle([5, 6, 7, 23]) == 16


def test_kettle_3():
    assert kettle([3]) == 0


def test_kettle_4():
    assert kettle([19]) == 0


def test_kettle_5():
    assert kettle([0, 15, 19, 20]) == 15
