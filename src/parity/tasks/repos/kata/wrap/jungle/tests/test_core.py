from kata_wrap.core import jungle


def test_jungle_0():
    assert jungle(-6) == 8


def test_jungle_1():
    assert jungle(30) == 4


def test_jungle_2():
    assert jungle(5) == 9


def test_jungle_3():
    assert jungle(26) == 0


def test_jungle_4():
    assert jungle(19) == 3


def test_jungle_5():
    assert jungle(3, 7, 0) == 3
