from kata_steps.limit_tick import limit_tick


def test_limit_tick_0():
    assert limit_tick(0, 3) == [0, 6]


def test_limit_tick_1():
    assert limit_tick(0, 4) == [0, 6]


def test_limit_tick_2():
    assert limit_tick(0, 0) == []


def test_limit_tick_3():
    assert limit_tick(3, 4) == [9]


def test_limit_tick_4():
    assert limit_tick(5, 10) == [15, 21, 27]


def test_limit_tick_5():
    assert limit_tick(5, 13) == [15, 21, 27, 33]
