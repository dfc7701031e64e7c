from kata_bonus.core import guitar


def test_guitar_0():
    assert guitar(18) == 20


def test_guitar_1():
    assert guitar(58) == 66


def test_guitar_2():
    assert guitar(27) == 30


def test_guitar_3():
    assert guitar(60) == 68


def test_guitar_4():
    assert guitar(21, 4) == 24


def test_guitar_5():
    assert guitar(21, 5) == 27
