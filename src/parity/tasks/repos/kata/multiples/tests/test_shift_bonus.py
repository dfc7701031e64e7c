from kata_multiples.shift_bonus import shift_bonus


def test_shift_bonus_0():
    assert shift_bonus([12, 7]) == 1


def test_shift_bonus_1():
    assert shift_bonus([1, 3, 5, 10, 4, 9]) == 1


def test_shift_bonus_2():
    assert shift_bonus([17, 16, 2, 5, 2]) == 1


def test_shift_bonus_3():
    assert shift_bonus([-1, 1, 8]) == 1


def test_shift_bonus_4():
    assert shift_bonus([14, -6, 5, 9]) == 0


def test_shift_bonus_5():
    assert shift_bonus([20, -1, 0, 20, 6, 16]) == 3
