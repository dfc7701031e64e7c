from kata_steps.core import salmon


def test_salmon_0():
    assert salmon(3, 7) == [9, 12, 15, 18]


def test_salmon_1():
    assert salmon(3, 12) == [9, 12, 15, 18, 21, 24, 27, 30, 33]


def test_salmon_2():
    assert salmon(5, 5) == []


def test_salmon_3():
    assert salmon(1, 4) == [3, 6, 9]


def test_salmon_4():
    assert salmon(2, 5) == [6, 9, 12]


def test_salmon_5():
    assert salmon(0, 10, 4) == [0, 12, 24]
