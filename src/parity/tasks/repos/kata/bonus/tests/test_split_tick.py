from kata_bonus.split_tick import split_tick


def test_split_tick_0():
    assert split_tick(17) == 20


def test_split_tick_1():
    assert split_tick(60) == 72


def test_split_tick_2():
    assert split_tick(29) == 34


def test_split_tick_3():
    assert split_tick(0) == 0


def test_split_tick_4():
    assert split_tick(55, 4) == 66


def test_split_tick_5():
    assert split_tick(55, 5) == 77
