from kata_multiples.cap_row import cap_row


def test_cap_row_0():
    assert cap_row([4, 6, 17, -6, -3]) == 0


def test_cap_row_1():
    assert cap_row([13, 15, -2, 18, -2]) == 1


def test_cap_row_2():
    assert cap_row([-3, 16]) == 0


def test_cap_row_3():
    assert cap_row([1, -5, 14, 2, 2]) == 0


def test_cap_row_4():
    assert cap_row([20, -6, 14, 2, 4]) == 1


def test_cap_row_5():
    assert cap_row([0, 5, 1]) == 1
