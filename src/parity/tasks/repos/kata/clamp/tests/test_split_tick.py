from kata_clamp.split_tick import split_tick


def test_split_tick_0():
    assert split_tick(4) == 5


def test_split_tick_1():
    assert split_tick(5) == 5


def test_split_tick_2():
    assert split_tick(6) == 6


def test_split_tick_3():
    assert split_tick(16) == 16


def test_split_tick_4():
    assert split_tick(17) == 17


def test_split_tick_5():
    assert split_tick(18) == 17
