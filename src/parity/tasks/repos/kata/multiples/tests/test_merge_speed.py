from kata_multiples.merge_speed import merge_speed


def test_merge_speed_0():
    assert merge_speed([9, -4, 13, 2, 20]) == 1


def test_merge_speed_1():
    assert merge_speed([6, 4, 17, 17]) == 1


def test_merge_speed_2():
    assert merge_speed([15, -4, 13, -3]) == 1


def test_merge_speed_3():
    assert merge_speed([5, 13, 13, 14, -4]) == 0


def test_merge_speed_4():
    assert merge_speed([9, 3]) == 2


def test_merge_speed_5():
    assert merge_speed([0, 3, 1]) == 1
