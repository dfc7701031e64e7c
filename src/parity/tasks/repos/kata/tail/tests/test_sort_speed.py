from kata_tail.sort_speed import sort_speed


def test_sort_speed_0():
    assert sort_speed([7, 7, 2, 3, 1, 8]) == [1, 8]


def test_sort_speed_1():
    assert sort_speed([8]) == [8]


def test_sort_speed_2():
    assert sort_speed([8, 6, 5]) == [6, 5]


def test_sort_speed_3():
    assert sort_speed([3, 9, 0, 5]) == [0, 5]


def test_sort_speed_4():
    assert sort_speed([6, 2, 0, 8, 2, 2], 0) == []


def test_sort_speed_5():
    assert sort_speed([6, 3, 4, 9, 8, 9], 1) == [9]
