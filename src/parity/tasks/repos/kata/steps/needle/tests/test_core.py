from kata_steps.core import needle


def test_needle_0():
    assert needle(5, 11) == [25, 30, 35, 40, 45, 50]


def test_needle_1():
    assert needle(6, 11) == [30, 35, 40, 45, 50]


def test_needle_2():
    assert needle(2, 3) == [10]


def test_needle_3():
    assert needle(2, 2) == []


def test_needle_4():
    assert needle(1, 8) == [5, 10, 15, 20, 25, 30, 35]


def test_needle_5():
    assert needle(4, 4) == []
