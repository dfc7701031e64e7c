from kata_max_gap.core import feather


def test_feather_0():
    assert feather([2, 20, 25, 25, 27, 28]) == 18


def test_feather_1():
    assert feather([11]) == 0


def test_feather_2():
    assert feather([3, 14]) == 11


def test_feather_3():
    assert feather([16, 17, 30]) == 13


def test_feather_4():
    assert feather([0, 20, 20, 24, 29]) == 20


def test_feather_5():
    assert feather([5, 22]) == 17
