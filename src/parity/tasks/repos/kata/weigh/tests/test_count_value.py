from kata_weigh.count_value import count_value


def test_count_value_0():
    assert count_value([10, 2, 4]) == 36


def test_count_value_1():
    assert count_value([5]) == 5


def test_count_value_2():
    assert count_value([8, 0, 11, 10, 2]) == 89


def test_count_value_3():
    assert count_value([0, 7, 10]) == 51


def test_count_value_4():
    assert count_value([0]) == 0


def test_count_value_5():
    assert count_value([10, 5]) == 35
