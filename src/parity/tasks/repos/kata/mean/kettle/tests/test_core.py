from kata_mean.core import kettle


def test_kettle_0():
    assert kettle([]) == 0


def test_kettle_1():
    assert kettle([5, 23, 18, 1]) == 11


def test_kettle_2():
    assert kettle([1]) == 1


def test_kettle_3():
    assert kettle([11, 10, 3, 11]) == 8


def test_kettle_4():
    assert kettle([15, 19, 30, 3]) == 16


def test_kettle_5():
    assert kettle([6]) == 6
