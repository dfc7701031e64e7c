from kata_clamp.core import rubber


def test_rubber_0():
    assert rubber(3) == 4


def test_rubber_1():
    assert rubber(4) == 4


def test_rubber_2():
    assert rubber(5) == 5


def test_rubber_3():
    assert rubber(19) == 19


def test_rubber_4():
    assert rubber(20) == 20


def test_rubber_5():
    assert rubber(21) == 20
