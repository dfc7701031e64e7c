from kata_weigh.shift_range import shift_range


def test_shift_range_0():
    assert shift_range([7, 9]) == 64


def test_shift_range_1():
    assert shift_range([10]) == 40


def test_shift_range_2():
    assert shift_range([12, 5]) == 68


def test_shift_range_3():
    assert shift_range([0, 9, 7, 6]) == 88


def test_shift_range_4():
    assert shift_range([0, 1, 7, 12]) == 77


def test_shift_range_5():
    assert shift_range([10, 5, 3, 6, 12]) == 135
