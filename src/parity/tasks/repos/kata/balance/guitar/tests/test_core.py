from kata_balance.core import guitar


def test_guitar_0():
    assert guitar([6, 5, 17, 15]) == -2


def test_guitar_1():
    assert guitar([14]) == 1


def test_guitar_2():
    assert guitar([9, 1, 12, 11, 0, 8, 7]) == -1


def test_guitar_3():
    assert guitar([2, 7, 4]) == 1


def test_guitar_4():
    assert guitar([20, 14, 3, 2, 19, 12]) == 2


def test_guitar_5():
    assert guitar([18, 17, 8, 20]) == 2
