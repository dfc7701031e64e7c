from kata_bonus.core import needle


def test_needle_0():
    assert needle(35) == 46


def test_needle_1():
    assert needle(23) == 30


def test_needle_2():
    assert needle(27) == 36


def test_needle_3():
    assert needle(45) == 60


def test_needle_4():
    assert needle(54, 4) == 72


def test_needle_5():
    assert needle(54, 5) == 90
