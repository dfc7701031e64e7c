from kata_weigh.core import feather


def test_feather_0():
    assert feather([5, 6, 10]) == 51


def test_feather_1():
    assert feather([2]) == 2


def test_feather_2():
    assert feather([0, 6, 1, 11, 1]) == 52


def test_feather_3():
    assert feather([6, 4]) == 10


def test_feather_4():
    assert feather([6, 11, 2, 9, 6]) == 94


def test_feather_5():
    assert feather([7, 10]) == 47
