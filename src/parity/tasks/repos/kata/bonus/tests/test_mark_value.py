from kata_bonus.mark_value import mark_value


def test_mark_value_0():
    assert mark_value(38) == 44


def test_mark_value_1():
    assert mark_value(28) == 32


def test_mark_value_2():
    assert mark_value(46) == 53


def test_mark_value_3():
    assert mark_value(20) == 23


def test_mark_value_4():
    assert mark_value(16, 3) == 18


def test_mark_value_5():
    assert mark_value(47, 4) == 61
