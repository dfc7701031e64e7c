from kata_clamp.bound_width import bound_width


def test_bound_width_0():
    assert bound_width(3) == 4


def test_bound_width_1():
    assert bound_width(4) == 4


def test_bound_width_2():
    assert bound_width(5) == 5


def test_bound_width_3():
    assert bound_width(13) == 13


def test_bound_width_4():
    assert bound_width(14) == 14


def test_bound_width_5():
    assert bound_width(15) == 14
