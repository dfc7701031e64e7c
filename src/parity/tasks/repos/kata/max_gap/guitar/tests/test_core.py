from kata_max_gap.core import guitar


def test_guitar_0():
    assert guitar([6, 7, 11, 19, 29]) == 10


def test_guitar_1():
    assert guitar([22, 22]) == 0


def test_guitar_2():
    assert guitar([2, 12, 12, 15, 29]) == 14


def test_guitar_3():
    assert guitar([12, 27]) == 15


def test_guitar_4():
    assert guitar([13, 22, 27, 27]) == 9


def test_guitar_5():
    assert guitar([1, 8, 24, 27, 28]) == 16
