from kata_clamp.core import guitar


def test_guitar_0():
    assert guitar(3) == 4


def test_guitar_1():
    assert guitar(4) == 4


def test_guitar_2():
    assert guitar(5) == 5


def test_guitar_3():
    assert guitar(13) == 13


def test_guitar_4():
    assert guitar(14) == 14


def test_guitar_5():
    assert guitar(15) == 14
