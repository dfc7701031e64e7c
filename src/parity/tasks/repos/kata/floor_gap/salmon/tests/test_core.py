from kata_floor_gap.core import salmon


def test_salmon_0():
    assert salmon(5, 4) == 2


def test_salmon_1():
    assert salmon(16, 6) == 10


def test_salmon_2():
    assert salmon(19, 8) == 11


def test_salmon_3():
    assert salmon(19, 5) == 14


def test_salmon_4():
    assert salmon(5, 3) == 2


def test_salmon_5():
    assert salmon(8, 7) == 2
