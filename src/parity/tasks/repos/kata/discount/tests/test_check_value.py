from kata_discount.check_value import check_value


def test_check_value_0():
    assert check_value(24, 12) == 216


def test_check_value_1():
    assert check_value(23, 2) == 46


def test_check_value_2():
    assert check_value(28, 10) == 210


def test_check_value_3():
    assert check_value(2, 10) == 15


def test_check_value_4():
    assert check_value(24, 6) == 108


def test_check_value_5():
    assert check_value(20, 5) == 100
