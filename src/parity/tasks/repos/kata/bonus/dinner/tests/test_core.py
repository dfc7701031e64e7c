from kata_bonus.core import dinner


def test_dinner_0():
    assert dinner(12) == 13


def test_dinner_1():
    assert dinner(52) == 59


def test_dinner_2():
    assert dinner(35) == 40


def test_dinner_3():
    assert dinner(42) == 48


def test_dinner_4():
    assert dinner(22, 5) == 25


def test_dinner_5():
    assert dinner(27, 6) == 33
