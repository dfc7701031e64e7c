from kata_steps.core import dragon


def test_dragon_0():
    assert dragon(5, 7) == [10]


def test_dragon_1():
    assert dragon(0, 4) == [0, 4]


def test_dragon_2():
    assert dragon(3, 4) == [6]


def test_dragon_3():
    assert dragon(2, 8) == [4, 8, 12]


def test_dragon_4():
    assert dragon(1, 6) == [2, 6, 10]


def test_dragon_5():
    assert dragon(4, 8) == [8, 12]
