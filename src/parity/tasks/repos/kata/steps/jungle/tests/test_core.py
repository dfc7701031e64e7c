from kata_steps.core import jungle


def test_jungle_0():
    assert jungle(2, 8) == [8, 12, 16, 20, 24, 28]


def test_jungle_1():
    assert jungle(1, 10) == [4, 8, 12, 16, 20, 24, 28, 32, 36]


def test_jungle_2():
    assert jungle(5, 13) == [20, 24, 28, 32, 36, 40, 44, 48]


def test_jungle_3():
    assert jungle(6, 14) == [24, 28, 32, 36, 40, 44, 48, 52]


def test_jungle_4():
    assert jungle(2, 2) == []


def test_jungle_5():
    assert jungle(0, 1) == [0]
