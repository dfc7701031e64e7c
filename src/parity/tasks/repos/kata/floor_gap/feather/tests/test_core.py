from kata_floor_gap.core import feather


def test_feather_0():
    assert feather(5, 12) == 1


def test_feather_1():
    assert feather(10, 11) == 1


def test_feather_2():
    assert feather(16, 17) == 1


def test_feather_3():
    assert feather(6, 12) == 1


def test_feather_4():
    assert feather(19, 10) == 9


def test_feather_5():
    assert feather(8, 10) == 1
