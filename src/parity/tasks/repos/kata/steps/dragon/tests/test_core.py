from kata_steps.core import dragon


def test_dragon_0():
    assert dragon(2, 8) == [6, 12, 18]


def test_dragon_1():
    assert dragon(1, 2) == [3]


def test_dragon_2():
    assert dragon(5, 13) == [15, 21, 27, 33]


def test_dragon_3():
    assert dragon(6, 14) == [18, 24, 30, 36]


def test_dragon_4():
    assert dragon(6, 8) == [18]


def test_dragon_5():
    assert dragon(3, 8) == [9, 15, 21]
