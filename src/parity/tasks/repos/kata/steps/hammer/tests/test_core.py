from kata_steps.core import hammer


def test_hammer_0():
    assert hammer(5, 12) == [25, 30, 35, 40, 45, 50, 55]


def test_hammer_1():
    assert hammer(2, 10) == [10, 15, 20, 25, 30, 35, 40, 45]


def test_hammer_2():
    assert hammer(0, 2) == [0, 5]


def test_hammer_3():
    assert hammer(5, 6) == [25]


def test_hammer_4():
    assert hammer(2, 9) == [10, 15, 20, 25, 30, 35, 40]


def test_hammer_5():
    assert hammer(5, 7) == [25, 30]
