from kata_clamp.core import feather


def test_feather_0():
    assert feather(0) == 1


def test_feather_1():
    assert feather(1) == 1


def test_feather_2():
    assert feather(2) == 2


def test_feather_3():
    assert feather(14) == 14


def test_feather_4():
    assert feather(15) == 15


def test_feather_5():
    assert feather(16) == 15
