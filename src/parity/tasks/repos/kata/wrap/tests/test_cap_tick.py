from kata_wrap.cap_tick import cap_tick


def test_cap_tick_0():
    assert cap_tick(24) == 7


def test_cap_tick_1():
    assert cap_tick(-6) == 7


def test_cap_tick_2():
    assert cap_tick(23) == 6


def test_cap_tick_3():
    assert cap_tick(9) == 2


def test_cap_tick_4():
    assert cap_tick(3, 7, 0) == 3


def test_cap_tick_5():
    assert cap_tick(10, 4, 2) == 0
