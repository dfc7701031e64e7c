from kata_steps.shift_row import shift_row


def test_shift_row_0():
    assert shift_row(1, 10) == [5, 10, 15, 20, 25, 30, 35, 40, 45]


def test_shift_row_1():
    assert shift_row(5, 7) == [25, 30]


def test_shift_row_2():
    assert shift_row(0, 4) == [0, 5, 10, 15]


def test_shift_row_3():
    assert shift_row(3, 4) == [15]


def test_shift_row_4():
    assert shift_row(2, 8) == [10, 15, 20, 25, 30, 35]


def test_shift_row_5():
    assert shift_row(1, 6) == [5, 10, 15, 20, 25]
