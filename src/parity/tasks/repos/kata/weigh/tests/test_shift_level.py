from kata_weigh.shift_level import shift_level


def test_shift_level_0():
    assert shift_level([6]) == 6


def test_shift_level_1():
    assert shift_level([12, 6, 0, 2, 3]) == 47


def test_shift_level_2():
    assert shift_level([3, 2, 4, 5]) == 14


def test_shift_level_3():
    assert shift_level([6, 1, 8]) == 31


def test_shift_level_4():
    assert shift_level([9, 8, 12]) == 87


def test_shift_level_5():
    assert shift_level([6, 7]) == 27
