from kata_discount.core import feather


def test_feather_0():
    assert feather(14, 11) == 137


def test_feather_1():
    assert feather(10, 11) == 98


def test_feather_2():
    assert feather(25, 7) == 156


def test_feather_3():
    assert feather(26, 3) == 78


def test_feather_4():
    assert feather(40, 6) == 214


def test_feather_5():
    assert feather(20, 4) == 80
