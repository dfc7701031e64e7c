from kata_wrap.bound_value import bound_value


def test_bound_value_0():
    assert bound_value(9) == 3


def test_bound_value_1():
    assert bound_value(29) == 3


def test_bound_value_2():
    assert bound_value(-4) == 0


def test_bound_value_3():
    assert bound_value(6) == 0


def test_bound_value_4():
    assert bound_value(-8) == 6


def test_bound_value_5():
    assert bound_value(-3) == 1
