from kata_floor_gap.core import dinner


def test_dinner_0():
    assert dinner(1, 6) == 2


def test_dinner_1():
    assert dinner(15, 1) == 14


def test_dinner_2():
    assert dinner(1, 13) == 2


def test_dinner_3():
    assert dinner(9, 13) == 2


def test_dinner_4():
    assert dinner(17, 2) == 15


def test_dinner_5():
    assert dinner(8, 6) == 2
