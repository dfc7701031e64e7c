from kata_steps.core import falcon


def test_falcon_0():
    assert falcon(1, 1) == []


def test_falcon_1():
    assert falcon(6, 9) == [30, 35, 40]


def test_falcon_2():
    assert falcon(5, 12) == [25, 30, 35, 40, 45, 50, 55]


def test_falcon_3():
    assert falcon(6, 8) == [30, 35]


def test_falcon_4():
    assert falcon(2, 5) == [10, 15, 20]


def test_falcon_5():
    assert falcon(2, 7) == [10, 15, 20, 25, 30]
