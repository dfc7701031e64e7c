from kata_wrap.core import feather


def test_feather_0():
    assert feather(30) == 2


def test_feather_1():
    assert feather(6) == 2


def test_feather_2():
    assert feather(16) == 4


def test_feather_3():
    assert feather(25) == 5


def test_feather_4():
    assert feather(14) == 2


def test_feather_5():
    assert feather(10, 4, 2) == 0
