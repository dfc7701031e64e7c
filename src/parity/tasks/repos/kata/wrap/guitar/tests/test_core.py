from kata_wrap.core import guitar


def test_guitar_0():
    assert guitar(30) == 3


def test_guitar_1():
    assert guitar(-1) == 2


def test_guitar_2():
    assert guitar(2) == 0


def test_guitar_3():
    assert guitar(20) == 3


def test_guitar_4():
    assert guitar(23) == 1


def test_guitar_5():
    assert guitar(3, 7, 0) == 3
