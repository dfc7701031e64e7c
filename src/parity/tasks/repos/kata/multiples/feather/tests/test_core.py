from kata_multiples.core import feather


def test_feather_0():
    assert feather([-1, 16, 15]) == 1


def test_feather_1():
    assert feather([6, 0, 13]) == 0


def test_feather_2():
    assert feather([5, -1, 2, 17, 5]) == 0


def test_feather_3():
    assert feather([0, 0, 8, 20, 4, -2]) == 3


def test_feather_4():
    assert feather([11, 15, 18, 18]) == 0


def test_feather_5():
    assert feather([-4, 15]) == 0
