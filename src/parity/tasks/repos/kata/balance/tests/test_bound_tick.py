from kata_balance.bound_tick import bound_tick


def test_bound_tick_0():
    assert bound_tick([]) == 0


def test_bound_tick_1():
    assert bound_tick([16, 1, 11, 3, 8]) == -1


def test_bound_tick_2():
    assert bound_tick([14, 14, 6, 1]) == 2


def test_bound_tick_3():
    assert bound_tick([12, 17, 12, 3, 3]) == -1


def test_bound_tick_4():
    assert bound_tick([2, 7, 4, 17, 12, 20]) == 2


def test_bound_tick_5():
    assert bound_tick([0, 19, 8]) == 1
