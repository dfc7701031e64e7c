from kata_bonus.core import hammer


def test_hammer_0():
    assert hammer(45) == 60


def test_hammer_1():
    assert hammer(31) == 41


def test_hammer_2():
    assert hammer(33) == 44


def test_hammer_3():
    assert hammer(39) == 52


def test_hammer_4():
    assert hammer(43, 3) == 57


def test_hammer_5():
    assert hammer(43, 4) == 71
