from kata_bonus.core import goblet


def test_goblet_0():
    assert goblet(39) == 53


def test_goblet_1():
    assert goblet(10) == 14


def test_goblet_2():
    assert goblet(36) == 50


def test_goblet_3():
    assert goblet(26) == 36


def test_goblet_4():
    assert goblet(52, 3) == 62


def test_goblet_5():
    assert goblet(52, 4) == 72
