from kata_floor_gap.core import hammer


def test_hammer_0():
    assert hammer(19, 14) == 5


def test_hammer_1():
    assert hammer(20, 1) == 19


def test_hammer_2():
    assert hammer(11, 7) == 4


def test_hammer_3():
    assert hammer(5, 11) == 0


def test_hammer_4():
    assert hammer(11, 2) == 9


def test_hammer_5():
    assert hammer(20, 5) == 15
