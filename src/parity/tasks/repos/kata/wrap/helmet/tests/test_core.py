from kata_wrap.core import helmet


def test_helmet_0():
    assert helmet(-8) == 1


def test_helmet_1():
    assert helmet(23) == 0


def test_helmet_2():
    assert helmet(10) == 3


def test_helmet_3():
    assert helmet(1) == 2


def test_helmet_4():
    assert helmet(-1) == 0


def test_helmet_5():
    assert helmet(24) == 1
