from kata_max_gap.core import kettle


def test_kettle_0():
    assert kettle([23]) == 0


def test_kettle_1():
    assert kettle([2]) == 0


def test_kettle_2():
    assert kettle([4, 5, 7, 9, 15]) == 6


def test_kettle_3():
    assert kettle([7, 21]) == 14


def test_kettle_4():
    assert kettle([11, 19, 21]) == 8


def test_kettle_5():
    assert kettle([2, 8, 18, 20, 24, 29]) == 10
