from kata_weigh.core import guitar


def test_guitar_0():
    assert guitar([1, 4, 1, 11, 1]) == 51


def test_guitar_1():
    assert guitar([0, 11, 2]) == 46


def test_guitar_2():
    assert guitar([12, 10, 2, 6, 3]) == 99


def test_guitar_3():
    assert guitar([10, 5, 3, 6, 8]) == 62


def test_guitar_4():
    assert guitar([1, 8, 1, 11, 7]) == 61


def test_guitar_5():
    assert guitar([8, 9]) == 44
