from kata_bonus.core import rubber


def test_rubber_0():
    assert rubber(18) == 24


def test_rubber_1():
    assert rubber(1) == 1


def test_rubber_2():
    assert rubber(25) == 33


def test_rubber_3():
    assert rubber(54) == 72


def test_rubber_4():
    assert rubber(6, 2) == 7


def test_rubber_5():
    assert rubber(6, 3) == 8
