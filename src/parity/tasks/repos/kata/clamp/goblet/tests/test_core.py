from kata_clamp.core import goblet


def test_goblet_0():
    assert goblet(0) == 1


def test_goblet_1():
    assert goblet(1) == 1


def test_goblet_2():
    assert goblet(2) == 2


def test_goblet_3():
    assert goblet(16) == 16


def test_goblet_4():
    assert goblet(17) == 17


def test_goblet_5():
    assert goblet(18) == 17
