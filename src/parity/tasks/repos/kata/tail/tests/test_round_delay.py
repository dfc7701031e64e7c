from kata_tail.round_delay import round_delay


def test_round_delay_0():
    assert round_delay([]) == []


def test_round_delay_1():
    assert round_delay([6, 7, 3, 9, 9]) == [7, 3, 9, 9]


def test_round_delay_2():
    assert round_delay([9, 5, 3]) == [9, 5, 3]


def test_round_delay_3():
    assert round_delay([2, 4, 8, 8, 2, 6], -1) == []


def test_round_delay_4():
    assert round_delay([9, 1, 4, 6, 3, 1], 0) == []


def test_round_delay_5():
    assert round_delay([9, 5, 6, 2, 6, 8], 1) == [8]
