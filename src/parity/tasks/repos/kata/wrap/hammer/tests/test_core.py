from kata_wrap.core import hammer


def test_hammer_0():
    assert hammer(12) == 3


def test_hammer_1():
    assert hammer(20) == 1


def test_hammer_2():
    assert hammer(16) == 2


def test_hammer_3():
    assert hammer(-1) == 0


def test_hammer_4():
    assert hammer(18) == 4


def test_hammer_5():
    assert hammer(24) == 0
