from kata_wrap.core import jungle


def test_jungle_0():
    assert jungle(-5) == 2


def test_jungle_1():
    assert jungle(22) == 4


def test_jungle_2():
    assert jungle(10) == 2


def test_jungle_3():
    assert jungle(17) == 4


def test_jungle_4():
    assert jungle(12) == 4


def test_jungle_5():
    assert jungle(10, 4, 2) == 0
