from kata_weigh.core import kettle


def test_kettle_0():
    assert kettle([11, 0, 3]) == 58


def test_kettle_1():
    assert kettle([4, 12, 12, 12, 6]) == 230


def test_kettle_2():
    assert kettle([11, 8, 11, 4]) == 170


def test_kettle_3():
    assert kettle([0]) == 0


def test_kettle_4():
    assert kettle([5]) == 25


def test_kettle_5():
    assert kettle([10, 6, 6, 12]) == 170
