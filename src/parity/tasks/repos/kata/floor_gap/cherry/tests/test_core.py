from kata_floor_gap.core import cherry


def test_cherry_0():
    assert cherry(14, 13) == 1


def test_cherry_1():
    assert cherry(15, 2) == 13


def test_cherry_2():
    assert cherry(9, 2) == 7


def test_cherry_3():
    assert cherry(4, 9) == 0


def test_cherry_4():
    assert cherry(12, 2) == 10


def test_cherry_5():
    assert cherry(0, 10) == 0
