from kata_clamp.core import hammer


def test_hammer_0():
    assert hammer(1) == 2


def test_hammer_1():
    assert hammer(2) == 2


def test_hammer_2():
    assert hammer(3) == 3


def test_hammer_3():
    assert hammer(9) == 9


def test_hammer_4():
    assert hammer(10) == 10


def test_hammer_5():
    assert hammer(11) == 10
