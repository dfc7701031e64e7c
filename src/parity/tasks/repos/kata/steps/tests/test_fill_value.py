from kata_steps.fill_value import fill_value


def test_fill_value_0():
    assert fill_value(0, 8) == [0, 6, 12, 18]


def test_fill_value_1():
    assert fill_value(3, 12) == [9, 15, 21, 27, 33]


def test_fill_value_2():
    assert fill_value(6, 9) == [18, 24]


def test_fill_value_3():
    assert fill_value(6, 10) == [18, 24]


def test_fill_value_4():
    assert fill_value(6, 6) == []


def test_fill_value_5():
    assert fill_value(4, 6) == [12]
