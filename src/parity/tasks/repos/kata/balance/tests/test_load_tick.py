from kata_balance.load_tick import load_tick


def test_load_tick_0():
    assert load_tick([7, 0]) == 0


def test_load_tick_1():
    assert load_tick([15, 17, 20, 11, 11, 16, 20]) == -1


def test_load_tick_2():
    assert load_tick([10, 20, 8, 7, 1, 17, 19]) == -1


def test_load_tick_3():
    assert load_tick([2, 5, 14, 10, 4]) == 3


def test_load_tick_4():
    assert load_tick([14, 2, 20, 4, 15, 4]) == 4


def test_load_tick_5():
    assert load_tick([13]) == -1
