from kata_bonus.bound_tick import bound_tick


def test_bound_tick_0():
    assert bound_tick(1) == 1


def test_bound_tick_1():
    assert bound_tick(39) == 44


def test_bound_tick_2():
    assert bound_tick(43) == 49


def test_bound_tick_3():
    assert bound_tick(16, 5) == 18


def test_bound_tick_4():
    assert bound_tick(16, 6) == 20


def test_bound_tick_5():
    assert bound_tick(37, 6) == 47
