from kata_floor_gap.split_value import split_value


def test_split_value_0():
    assert split_value(14, 18) == 1


def test_split_value_1():
    assert split_value(16, 20) == 1


def test_split_value_2():
    assert split_value(3, 10) == 1


def test_split_value_3():
    assert split_value(12, 12) == 1


def test_split_value_4():
    assert split_value(12, 14) == 1


def test_split_value_5():
    assert split_value(9, 3) == 6
