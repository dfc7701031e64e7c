from kata_bonus.trim_tick import trim_tick


def test_trim_tick_0():
    assert trim_tick(52) == 59


def test_trim_tick_1():
    assert trim_tick(17) == 19


def test_trim_tick_2():
    assert trim_tick(29) == 33


def test_trim_tick_3():
    assert trim_tick(18) == 20


def test_trim_tick_4():
    assert trim_tick(30, 4) == 34


def test_trim_tick_5():
    assert trim_tick(30, 5) == 38
