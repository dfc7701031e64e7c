from kata_weigh.core import feather


def test_feather_0():
    assert feather([10, 11, 3]) == 66


def test_feather_1():
    assert feather([5]) == 5


def test_feather_2():
    assert feather([4, 5, 8, 9]) == 60


def test_feather_3():
    assert feather([3, 4, 8]) == 31


def test_feather_4():
    assert feather([1, 2, 6, 1]) == 10


def test_feather_5():
    assert feather([6, 7]) == 27
