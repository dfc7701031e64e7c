from kata_wrap.core import goblet


def test_goblet_0():
    assert goblet(12) == 3


def test_goblet_1():
    assert goblet(3) == 0


def test_goblet_2():
    assert goblet(24) == 3


def test_goblet_3():
    assert goblet(-2) == 1


def test_goblet_4():
    assert goblet(4) == 1


def test_goblet_5():
    assert goblet(26) == 5
