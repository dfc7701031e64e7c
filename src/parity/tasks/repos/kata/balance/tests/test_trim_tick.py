from kata_balance.trim_tick import trim_tick


def test_trim_tick_0():
    assert trim_tick([17, 4]) == 0


def test_trim_tick_1():
    assert trim_tick([13, 12, 13, 7, 17, 2, 2]) == -1


def test_trim_tick_2():
    assert trim_tick([10, 9, 15, 13, 13, 11]) == -4


def test_trim_tick_3():
    assert trim_tick([15, 12, 7, 1, 3, 9]) == -4


def test_trim_tick_4():
    assert trim_tick([16, 1, 10, 9, 10]) == 1


def test_trim_tick_5():
    assert trim_tick([2, 19, 18, 4, 1, 19, 3]) == -1
