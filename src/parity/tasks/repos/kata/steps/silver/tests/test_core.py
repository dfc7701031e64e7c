from kata_steps.core import silver


def test_silver_0():
    assert silver(0, 5) == [0, 15]


def test_silver_1():
    assert silver(5, 8) == [25]


def test_silver_2():
    assert silver(1, 4) == [5]


def test_silver_3():
    assert silver(6, 8) == [30]


def test_silver_4():
    assert silver(2, 10) == [10, 25, 40]


def test_silver_5():
    assert silver(4, 10) == [20, 35]
