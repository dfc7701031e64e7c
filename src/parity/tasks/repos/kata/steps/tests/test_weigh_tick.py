from kata_steps.weigh_tick import weigh_tick


def test_weigh_tick_0():
    assert weigh_tick(5, 14) == [25, 40, 55]


def test_weigh_tick_1():
    assert weigh_tick(4, 5) == [20]


def test_weigh_tick_2():
    assert weigh_tick(3, 6) == [15]


def test_weigh_tick_3():
    assert weigh_tick(6, 15) == [30, 45, 60]


def test_weigh_tick_4():
    assert weigh_tick(0, 1) == [0]


def test_weigh_tick_5():
    assert weigh_tick(0, 8) == [0, 15, 30]
