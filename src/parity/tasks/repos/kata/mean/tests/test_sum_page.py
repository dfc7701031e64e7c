from kata_mean.sum_page import sum_page


def test_sum_page_0():
    assert sum_page([]) == 0


def test_sum_page_1():
    assert sum_page([25]) == 25


def test_sum_page_2():
    assert sum_page([26, 19, 5, 11]) == 15


def test_sum_page_3():
    assert sum_page([9, 22, 8, 15, 0]) == 10


def test_sum_page_4():
    assert sum_page([5, 7, 11, 30]) == 13


def test_sum_page_5():
    assert sum_page([3, 27]) == 15
