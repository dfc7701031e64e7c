from kata_weigh.limit_speed import limit_speed


def test_limit_speed_0():
    assert limit_speed([4, 8, 2]) == 14


def test_limit_speed_1():
    assert limit_speed([8, 10, 3, 8, 1]) == 50


def test_limit_speed_2():
    assert limit_speed([10, 8, 6, 11]) == 77


def test_limit_speed_3():
    assert limit_speed([4, 7, 5]) == 16


def test_limit_speed_4():
    assert limit_speed([10, 2, 2, 1, 11]) == 68


def test_limit_speed_5():
    assert limit_speed([9, 10]) == 39
