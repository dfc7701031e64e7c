from kata_steps.core import feather


def test_feather_0():
    assert feather(3, 10) == [15, 25, 35, 45]


def test_feather_1():
    assert feather(4, 13) == [20, 30, 40, 50, 60]


def test_feather_2():
    assert feather(2, 3) == [10]


def test_feather_3():
    assert feather(3, 3) == []


def test_feather_4():
    assert feather(2, 2) == []


def test_feather_5():
    assert feather(2, 6) == [10, 20]
