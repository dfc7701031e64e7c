from kata_weigh.bound_speed import bound_speed


def test_bound_speed_0():
    assert bound_speed([2, 0]) == 2


def test_bound_speed_1():
    assert bound_speed([9, 10, 11, 8, 1]) == 153


def test_bound_speed_2():
    assert bound_speed([9, 10]) == 76


def test_bound_speed_3():
    assert bound_speed([8, 1, 4, 11, 11]) == 125


def test_bound_speed_4():
    assert bound_speed([2, 6, 1, 12, 0]) == 57


def test_bound_speed_5():
    assert bound_speed([6, 7]) == 34
