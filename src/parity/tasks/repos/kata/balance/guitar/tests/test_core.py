from kata_balance.core import guitar


def test_guitar_0():
    assert guitar([9, 8, 13, 2, 13, 17]) == -2


def test_guitar_1():
    assert guitar([8, 3, 5]) == -1


def test_guitar_2():
    assert guitar([0, 18, 19]) == 1


def test_guitar_3():
    assert guitar([8, 12, 17, 9]) == 0


def test_guitar_4():
    assert guitar([]) == 0


def test_guitar_5():
    assert guitar([14, 9, 8, 7]) == 0
