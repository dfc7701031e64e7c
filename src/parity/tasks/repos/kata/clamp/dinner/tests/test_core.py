from kata_clamp.core import dinner


def test_dinner_0():
    assert dinner(-1) == 0


def test_dinner_1():
    assert dinner(0) == 0


def test_dinner_2():
    assert dinner(1) == 1


def test_dinner_3():
    assert dinner(14) == 14


def test_dinner_4():
    assert dinner(15) == 15


def test_dinner_5():
    assert dinner(16) == 15
