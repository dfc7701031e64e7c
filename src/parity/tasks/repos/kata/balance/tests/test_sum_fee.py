from kata_balance.sum_fee import sum_fee


def test_sum_fee_0():
    assert sum_fee([6, 8, 9, 6, 7, 16, 11]) == 1


def test_sum_fee_1():
    assert sum_fee([1, 19, 9]) == -3


def test_sum_fee_2():
    assert sum_fee([19, 15, 17, 9]) == -4


def test_sum_fee_3():
    assert sum_fee([13, 11, 3, 0, 4, 11]) == -2


def test_sum_fee_4():
    assert sum_fee([2]) == 1


def test_sum_fee_5():
    assert sum_fee([8, 13, 19]) == -1
