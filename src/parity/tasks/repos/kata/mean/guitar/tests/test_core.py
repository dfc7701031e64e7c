from kata_mean.core import guitar


def test_guitar_0():
    assert guitar([]) == 0


def test_guitar_1():
    assert guitar([8, 26, 12]) == 15


def test_guitar_2():
    assert guitar([30, 18]) == 24


def test_guitar_3():
    assert guitar([15]) == 15


def test_guitar_4():
    assert guitar([21, 12]) == 16


def test_guitar_5():
    assert guitar([27, 20, 27]) == 24
