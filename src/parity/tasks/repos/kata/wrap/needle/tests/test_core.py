from kata_wrap.core import needle


def test_needle_0():
    assert needle(30) == 1


def test_needle_1():
    assert needle(-1) == 3


def test_needle_2():
    assert needle(-3) == 1


def test_needle_3():
    assert needle(-10) == 5


def test_needle_4():
    assert needle(29) == 0


def test_needle_5():
    assert needle(28) == 10
