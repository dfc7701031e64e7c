from kata_wrap.core import rubber


def test_rubber_0():
    assert rubber(-2) == 4


def test_rubber_1():
    assert rubber(5) == 1


def test_rubber_2():
    assert rubber(25) == 1


def test_rubber_3():
    assert rubber(6) == 2


def test_rubber_4():
    assert rubber(22) == 3


def test_rubber_5():
    assert rubber(10, 4, 2) == 0
