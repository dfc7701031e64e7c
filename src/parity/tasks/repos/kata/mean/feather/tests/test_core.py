from kata_mean.core import feather


def test_feather_0():
    assert feather([]) == 0


def test_feather_1():
    assert feather([24, 4, 24, 11]) == 15


def test_feather_2():
    assert feather([30, 12, 20, 10]) == 18


def test_feather_3():
    assert feather([4, 19, 20, 19]) == 15


def test_feather_4():
    assert feather([30]) == 30


def test_feather_5():
    assert feather([26, 29]) == 27
