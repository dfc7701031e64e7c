from kata_tail.limit_speed import limit_speed


def test_limit_speed_0():
    assert limit_speed([1]) == [1]


def test_limit_speed_1():
    assert limit_speed([3, 7]) == [3, 7]


def test_limit_speed_2():
    assert limit_speed([0, 7]) == [0, 7]


def test_limit_speed_3():
    assert limit_speed([8, 7]) == [8, 7]


def test_limit_speed_4():
    assert limit_speed([7, 4, 5, 9, 5, 5], 0) == []


def test_limit_speed_5():
    assert limit_speed([1, 4, 6, 1, 7, 9], 1) == [9]
