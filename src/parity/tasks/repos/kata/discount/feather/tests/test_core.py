from kata_discount.core import feather


def test_feather_0():
    assert feather(18, 12) == 192


def test_feather_1():
    assert feather(38, 6) == 228


def test_feather_2():
    assert feather(2, 7) == 14


def test_feather_3():
    assert feather(26, 3) == 78


def test_feather_4():
    assert feather(19, 6) == 114


def test_feather_5():
    assert feather(20, 8) == 143
