from kata_bonus.core import needle


def test_needle_0():
    assert needle(51) == 59


def test_needle_1():
    assert needle(13) == 15


def test_needle_2():
    assert needle(48) == 56


def test_needle_3():
    assert needle(27) == 31


def test_needle_4():
    assert needle(45, 5) == 52


def test_needle_5():
    assert needle(45, 6) == 59
