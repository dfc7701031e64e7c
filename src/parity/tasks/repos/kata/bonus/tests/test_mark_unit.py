from kata_bonus.mark_unit import mark_unit


def test_mark_unit_0():
    assert mark_unit(22) == 28


def test_mark_unit_1():
    assert mark_unit(13) == 15


def test_mark_unit_2():
    assert mark_unit(19) == 23


def test_mark_unit_3():
    assert mark_unit(27) == 33


def test_mark_unit_4():
    assert mark_unit(9, 3) == 10


def test_mark_unit_5():
    assert mark_unit(9, 4) == 11
