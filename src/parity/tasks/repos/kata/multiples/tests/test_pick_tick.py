from kata_multiples.pick_tick import pick_tick


def test_pick_tick_0():
    assert pick_tick([-5, 19, 16, 1]) == 3


def test_pick_tick_1():
    assert pick_tick([-2, 2, 13, -5, 19, 6]) == 4


def test_pick_tick_2():
    assert pick_tick([2, 12, 1, 2, 4]) == 5


def test_pick_tick_3():
    assert pick_tick([9, 8, 16, -3, 7, 5]) == 5


def test_pick_tick_4():
    assert pick_tick([10, -5, 1]) == 2


def test_pick_tick_5():
    assert pick_tick([6, -6, 1, -4, 3]) == 3
