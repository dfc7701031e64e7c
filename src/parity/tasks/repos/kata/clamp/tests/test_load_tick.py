from kata_clamp.load_tick import load_tick


def test_load_tick_0():
    assert load_tick(4) == 5


def test_load_tick_1():
    assert load_tick(5) == 5


def test_load_tick_2():
    assert load_tick(6) == 6


def test_load_tick_3():
    assert load_tick(7) == 7


def test_load_tick_4():
    assert load_tick(8) == 8


def test_load_tick_5():
    assert load_tick(9) == 8
