from kata_floor_gap.core import hammer


def test_hammer_0():
    assert hammer(18, 19) == 0


def test_hammer_1():
    assert hammer(9, 20) == 0


def test_hammer_2():
    assert hammer(5, 16) == 0


def test_hammer_3():
    assert hammer(6, 11) == 0


def test_hammer_4():
    assert hammer(0, 19) == 0


def test_hammer_5():
    assert hammer(17, 7) == 10
