from kata_balance.measure_row import measure_row


def test_measure_row_0():
    assert measure_row([]) == 0


def test_measure_row_1():
    assert measure_row([13, 2]) == 0


def test_measure_row_2():
    assert measure_row([17, 15, 18, 20, 10]) == 1


def test_measure_row_3():
    assert measure_row([4, 0]) == 2


def test_measure_row_4():
    assert measure_row([5, 7, 0, 10, 6, 15, 17]) == -1


def test_measure_row_5():
    assert measure_row([19, 6, 2, 6]) == 2
