from kata_steps.core import goblet


def test_goblet_0():
    assert goblet(2, 2) == []


def test_goblet_1():
    assert goblet(5, 12) == [20, 24, 28, 32, 36, 40, 44]


def test_goblet_2():
    assert goblet(6, 7) == [24]


def test_goblet_3():
    assert goblet(6, 12) == [24, 28, 32, 36, 40, 44]


def test_goblet_4():
    assert goblet(1, 7) == [4, 8, 12, 16, 20, 24]


def test_goblet_5():
    assert goblet(2, 3) == [8]
