from kata_floor_gap.core import cherry


def test_cherry_0():
    assert cherry(6, 20) == 2


def test_cherry_1():
    assert cherry(7, 18) == 2


def test_cherry_2():
    assert cherry(9, 20) == 2


def test_cherry_3():
    assert cherry(20, 20) == 2


def test_cherry_4():
    assert cherry(8, 1) == 7


def test_cherry_5():
    assert cherry(18, 16) == 2
