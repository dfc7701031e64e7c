from kata_tail.check_width import check_width


def test_check_width_0():
    assert check_width([4, 0, 8]) == [8]


def test_check_width_1():
    assert check_width([4, 6, 2, 0, 3]) == [3]


def test_check_width_2():
    assert check_width([3, 7, 4, 0]) == [0]


def test_check_width_3():
    assert check_width([]) == []


def test_check_width_4():
    assert check_width([6, 8, 0, 2, 1, 5]) == [5]


def test_check_width_5():
    assert check_width([9, 2, 1, 5, 3, 0], 0) == []
