from kata_between.sum_fee import sum_fee


def test_sum_fee_0():
    assert sum_fee(2, 3, 9) == False


def test_sum_fee_1():
    assert sum_fee(3, 3, 9) == True


def test_sum_fee_2():
    assert sum_fee(4, 3, 9) == True


def test_sum_fee_3():
    assert sum_fee(8, 3, 9) == True


def test_sum_fee_4():
    assert sum_fee(9, 3, 9) == False


def test_sum_fee_5():
    assert sum_fee(10, 3, 9) == False
