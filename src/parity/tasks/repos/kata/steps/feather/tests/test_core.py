from kata_steps.core import feather


def test_feather_0():
    assert feather(3, 6) == [12]


def test_feather_1():
    assert feather(2, 6) == [8, 20]


def test_feather_2():
    assert feather(2, 9) == [8, 20, 32]


def test_feather_3():
    assert feather(0, 2) == [0]


def test_feather_4():
    assert feather(4, 10) == [16, 28]


def test_feather_5():
    assert feather(3, 7) == [12, 24]
