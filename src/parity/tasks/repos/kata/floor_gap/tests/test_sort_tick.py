from kata_floor_gap.sort_tick import sort_tick


def test_sort_tick_0():
    assert sort_tick(19, 13) == 6


def test_sort_tick_1():
    assert sort_tick(5, 4) == 1


def test_sort_tick_2():
    assert sort_tick(18, 14) == 4


def test_sort_tick_3():
    assert sort_tick(13, 2) == 11


def test_sort_tick_4():
    assert sort_tick(12, 20) == 1


def test_sort_tick_5():
    assert sort_tick(10, 9) == 1
