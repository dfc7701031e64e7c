from kata_bonus.core import feather


def test_feather_0():
    assert feather(57) == 68


def test_feather_1():
    assert feather(38) == 45


def test_feather_2():
    assert feather(6) == 7


def test_feather_3():
    assert feather(19) == 22


def test_feather_4():
    assert feather(13, 4) == 15


def test_feather_5():
    assert feather(13, 5) == 17
