from kata_bonus.mark_width import mark_width


def test_mark_width_0():
    assert mark_width(45) == 54


def test_mark_width_1():
    assert mark_width(21) == 25


def test_mark_width_2():
    assert mark_width(34) == 40


def test_mark_width_3():
    assert mark_width(6) == 7


def test_mark_width_4():
    assert mark_width(53, 4) == 63


def test_mark_width_5():
    assert mark_width(53, 5) == 73
