from kata_discount.fill_total import fill_total


def test_fill_total_0():
    assert fill_total(35, 8) == 252


def test_fill_total_1():
    assert fill_total(7, 11) == 70


def test_fill_total_2():
    assert fill_total(31, 1) == 31


def test_fill_total_3():
    assert fill_total(34, 3) == 102


def test_fill_total_4():
    assert fill_total(24, 9) == 195


def test_fill_total_5():
    assert fill_total(20, 6) == 120
