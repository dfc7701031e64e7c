from kata_tail.check_tick import check_tick


def test_check_tick_0():
    assert check_tick([0, 1, 1, 3, 8, 1, 1]) == [8, 1, 1]


def test_check_tick_1():
    assert check_tick([9]) == [9]


def test_check_tick_2():
    assert check_tick([0]) == [0]


def test_check_tick_3():
    assert check_tick([4, 7]) == [4, 7]


def test_check_tick_4():
    assert check_tick([2, 7, 2, 5, 3, 3], 0) == []


def test_check_tick_5():
    assert check_tick([2, 9, 6, 7, 6, 0], 1) == [0]
