from kata_weigh.load_value import load_value


def test_load_value_0():
    assert load_value([2, 12, 2, 10, 12]) == 72


def test_load_value_1():
    assert load_value([12, 0, 6, 6]) == 48


def test_load_value_2():
    assert load_value([10, 5, 11, 3, 2]) == 57


def test_load_value_3():
    assert load_value([8, 3, 8]) == 35


def test_load_value_4():
    assert load_value([1, 2, 6, 9]) == 33


def test_load_value_5():
    assert load_value([1, 6, 6]) == 25
