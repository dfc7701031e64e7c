from kata_balance.core import feather


def test_feather_0():
    assert feather([0, 8]) == 2


def test_feather_1():
    assert feather([]) == 0


def test_feather_2():
    assert feather([20, 16, 13, 11, 1, 9]) == -2


def test_feather_3():
    assert feather([15, 9, 16, 3, 4]) == -1


def test_feather_4():
    assert feather([1, 6, 3, 14, 17, 0, 19]) == -1


def test_feather_5():
    assert feather([19, 11, 10]) == -1
