from kata_steps.core import hammer


def test_hammer_0():
    assert hammer(6, 7) == [18]


def test_hammer_1():
    assert hammer(0, 5) == [0, 3, 6, 9, 12]


def test_hammer_2():
    assert hammer(1, 9) == [3, 6, 9, 12, 15, 18, 21, 24]


def test_hammer_3():
    assert hammer(3, 9) == [9, 12, 15, 18, 21, 24]


def test_hammer_4():
    assert hammer(1, 10) == [3, 6, 9, 12, 15, 18, 21, 24, 27]


def test_hammer_5():
    assert hammer(3, 10) == [9, 12, 15, 18, 21, 24, 27]
