from kata_multiples.core import feather


def test_feather_0():
    assert feather([8, 2]) == 2


def test_feather_1():
    assert feather([-6, -1, 12]) == 1


def test_feather_2():
    assert feather([-4, 5]) == 1


def test_feather_3():
    assert feather([15, 1]) == 2


def test_feather_4():
    assert feather([9, 2, 3]) == 3


def test_feather_5():
    assert feather([19, 5, 17, 14, 11, 4]) == 6
