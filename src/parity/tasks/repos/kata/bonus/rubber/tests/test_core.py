from kata_bonus.core import rubber


def test_rubber_0():
    assert rubber(45) == 57


def test_rubber_1():
    assert rubber(53) == 67


def test_rubber_2():
    assert rubber(20) == 24


def test_rubber_3():
    assert rubber(24) == 30


def test_rubber_4():
    assert rubber(36, 2) == 41


def test_rubber_5():
    assert rubber(36, 3) == 46
