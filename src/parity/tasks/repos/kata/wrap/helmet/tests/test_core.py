from kata_wrap.core import helmet


def test_helmet_0():
    assert helmet(8) == 4


def test_helmet_1():
    assert helmet(5) == 1


def test_helmet_2():
    assert helmet(-2) == 4


def test_helmet_3():
    assert helmet(11) == 2


def test_helmet_4():
    assert helmet(15) == 1


def test_helmet_5():
    assert helmet(10, 4, 2) == 0
