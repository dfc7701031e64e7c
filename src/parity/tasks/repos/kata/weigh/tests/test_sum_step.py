from kata_weigh.sum_step import sum_step


def test_sum_step_0():
    assert sum_step([10, 10, 6, 0]) == 66


def test_sum_step_1():
    assert sum_step([3, 10]) == 33


def test_sum_step_2():
    assert sum_step([5, 2, 3]) == 10


def test_sum_step_3():
    assert sum_step([3, 2, 6]) == 11


def test_sum_step_4():
    assert sum_step([5, 9, 2, 6]) == 40


def test_sum_step_5():
    assert sum_step([8, 9]) == 35
