from kata_steps.core import salmon


def test_salmon_0():
    assert salmon(3, 4) == [12]


def test_salmon_1():
    assert salmon(6, 15) == [24, 32, 40, 48, 56]


def test_salmon_2():
    assert salmon(5, 14) == [20, 28, 36, 44, 52]


def test_salmon_3():
    assert salmon(0, 9) == [0, 8, 16, 24, 32]


def test_salmon_4():
    assert salmon(4, 4) == []


def test_salmon_5():
    assert salmon(0, 0) == []
