from kata_balance.split_speed import split_speed


def test_split_speed_0():
    assert split_speed([5, 18, 18, 14, 0, 5, 8]) == 3


def test_split_speed_1():
    assert split_speed([16, 8, 16, 6, 11, 19, 13]) == 1


def test_split_speed_2():
    assert split_speed([2]) == 1


def test_split_speed_3():
    assert split_speed([13]) == -1


def test_split_speed_4():
    assert split_speed([16, 16, 7, 1, 2]) == 1


def test_split_speed_5():
    assert split_speed([12, 15, 16, 9, 19, 9, 20]) == -1
