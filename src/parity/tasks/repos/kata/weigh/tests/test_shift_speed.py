from kata_weigh.shift_speed import shift_speed


def test_shift_speed_0():
    assert shift_speed([6, 0, 4, 8]) == 60


def test_shift_speed_1():
    assert shift_speed([8, 7, 0]) == 60


def test_shift_speed_2():
    assert shift_speed([9, 8, 4, 10, 0]) == 112


def test_shift_speed_3():
    assert shift_speed([6, 11, 1, 6]) == 93


def test_shift_speed_4():
    assert shift_speed([7, 0, 0]) == 28


def test_shift_speed_5():
    assert shift_speed([4, 5]) == 24
