from kata_clamp.core import needle


def test_needle_0():
    assert needle(-1) == 0


def test_needle_1():
    assert needle(0) == 0


def test_needle_2():
    assert needle(1) == 1


def test_needle_3():
    assert needle(18) == 18


def test_needle_4():
    assert needle(19) == 19


def test_needle_5():
    assert needle(20) == 19
