from kata_floor_gap.core import feather


def test_feather_0():
    assert feather(4, 9) == 0


def test_feather_1():
    assert feather(20, 0) == 20


def test_feather_2():
    assert feather(4, 20) == 0


def test_feather_3():
    assert feather(5, 19) == 0


def test_feather_4():
    assert feather(2, 18) == 0


def test_feather_5():
    assert feather(15, 12) == 3
