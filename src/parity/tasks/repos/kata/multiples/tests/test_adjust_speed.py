from kata_multiples.adjust_speed import adjust_speed


def test_adjust_speed_0():
    assert adjust_speed([3, 2, 6, 7, 9]) == 0


def test_adjust_speed_1():
    assert adjust_speed([-1, 16]) == 0


def test_adjust_speed_2():
    assert adjust_speed([5, 0, 1, -2, 1, 19]) == 1


def test_adjust_speed_3():
    assert adjust_speed([19, -2, -1, 11]) == 0


def test_adjust_speed_4():
    assert adjust_speed([11, -6, -1, 1]) == 0


def test_adjust_speed_5():
    assert adjust_speed([16, -1, 1, 18, 11]) == 0
