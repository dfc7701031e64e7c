from kata_steps.core import kettle


def test_kettle_0():
    assert kettle(4, 6) == [20, 25]


def test_kettle_1():
    assert kettle(0, 8) == [0, 5, 10, 15, 20, 25, 30, 35]


def test_kettle_2():
    assert kettle(6, 14) == [30, 35, 40, 45, 50, 55, 60, 65]


def test_kettle_3():
    assert kettle(6, 9) == [30, 35, 40]


def test_kettle_4():
    assert kettle(2, 11) == [10, 15, 20, 25, 30, 35, 40, 45, 50]


def test_kettle_5():
    assert kettle(6, 6) == []
