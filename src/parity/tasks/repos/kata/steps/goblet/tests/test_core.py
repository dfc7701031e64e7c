from kata_steps.core import goblet


def test_goblet_0():
    assert goblet(4, 13) == [12, 18, 24, 30, 36]


def test_goblet_1():
    assert goblet(6, 9) == [18, 24]


def test_goblet_2():
    assert goblet(5, 7) == [15]


def test_goblet_3():
    assert goblet(1, 7) == [3, 9, 15]


def test_goblet_4():
    assert goblet(2, 10) == [6, 12, 18, 24]


def test_goblet_5():
    assert goblet(2, 11) == [6, 12, 18, 24, 30]
