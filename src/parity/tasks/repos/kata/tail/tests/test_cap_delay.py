from kata_tail.cap_delay import cap_delay


def test_cap_delay_0():
    assert cap_delay([1, 3, 3, 2, 2]) == [3, 2, 2]


def test_cap_delay_1():
    assert cap_delay([8, 7, 4, 7]) == [7, 4, 7]


def test_cap_delay_2():
    assert cap_delay([3, 5, 3, 2]) == [5, 3, 2]


def test_cap_delay_3():
    assert cap_delay([7, 2, 8, 3, 6, 6, 4]) == [6, 6, 4]


def test_cap_delay_4():
    assert cap_delay([9, 0, 4, 9, 8, 0], 0) == []


def test_cap_delay_5():
    assert cap_delay([7, 9, 0, 6, 9, 9], 1) == [9]
