from kata_wrap.core import guitar


def test_guitar_0():
    assert guitar(-6) == 2


def test_guitar_1():
    assert guitar(-4) == 4


def test_guitar_2():
    assert guitar(-8) == 0


def test_guitar_3():
    assert guitar(3) == 1


def test_guitar_4():
    assert guitar(16) == 4


def test_guitar_5():
    assert guitar(3, 7, 0) == 3
