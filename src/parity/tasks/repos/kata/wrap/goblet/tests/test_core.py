from kata_wrap.core import goblet


def test_goblet_0():
    assert goblet(29) == 1


def test_goblet_1():
    assert goblet(1) == 3


def test_goblet_2():
    assert goblet(23) == 1


def test_goblet_3():
    assert goblet(16) == 0


def test_goblet_4():
    assert goblet(-1) == 1


def test_goblet_5():
    assert goblet(3) == 5
