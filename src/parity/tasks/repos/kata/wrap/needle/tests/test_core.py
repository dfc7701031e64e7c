from kata_wrap.core import needle


def test_needle_0():
    assert needle(12) == 7


def test_needle_1():
    assert needle(13) == 0


def test_needle_2():
    assert needle(14) == 1


def test_needle_3():
    assert needle(-2) == 1


def test_needle_4():
    assert needle(29) == 0


def test_needle_5():
    assert needle(11) == 6
