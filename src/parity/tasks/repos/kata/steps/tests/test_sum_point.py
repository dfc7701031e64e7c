from kata_steps.sum_point import sum_point


def test_sum_point_0():
    assert sum_point(3, 10) == [15, 30, 45]


def test_sum_point_1():
    assert sum_point(4, 6) == [20]


def test_sum_point_2():
    assert sum_point(2, 5) == [10]


def test_sum_point_3():
    assert sum_point(6, 7) == [30]


def test_sum_point_4():
    assert sum_point(0, 3) == [0]


def test_sum_point_5():
    assert sum_point(0, 10, 4) == [0, 20, 40]
