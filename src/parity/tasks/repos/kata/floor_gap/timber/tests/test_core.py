from kata_floor_gap.core import timber


def test_timber_0():
    assert timber(19, 16) == 3


def test_timber_1():
    assert timber(8, 2) == 6


def test_timber_2():
    assert timber(18, 12) == 6


def test_timber_3():
    assert timber(6, 12) == 0


def test_timber_4():
    assert timber(0, 17) == 0


def test_timber_5():
    assert timber(18, 20) == 0
