from kata_steps.core import needle


def test_needle_0():
    assert needle(4, 8) == [12, 21]


def test_needle_1():
    assert needle(2, 3) == [6]


def test_needle_2():
    assert needle(1, 3) == [3]


def test_needle_3():
    assert needle(0, 8) == [0, 9, 18]


def test_needle_4():
    assert needle(1, 9) == [3, 12, 21]


def test_needle_5():
    assert needle(5, 10) == [15, 24]
