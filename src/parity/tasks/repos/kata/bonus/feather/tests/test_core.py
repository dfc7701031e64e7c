from kata_bonus.core import feather


def test_feather_0():
    assert feather(33) == 38


def test_feather_1():
    assert feather(35) == 40


def test_feather_2():
    assert feather(29) == 33


def test_feather_3():
    assert feather(11) == 12


def test_feather_4():
    assert feather(36, 3) == 42


def test_feather_5():
    assert feather(36, 4) == 48
