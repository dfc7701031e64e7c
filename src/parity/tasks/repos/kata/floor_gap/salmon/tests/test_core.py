from kata_floor_gap.core import salmon


def test_salmon_0():
    assert salmon(7, 4) == 3


def test_salmon_1():
    assert salmon(1, 1) == 2


def test_salmon_2():
    assert salmon(5, 10) == 2


def test_salmon_3():
    assert salmon(18, 5) == 13


def test_salmon_4():
    assert salmon(8, 13) == 2


def test_salmon_5():
    assert salmon(7, 17) == 2
