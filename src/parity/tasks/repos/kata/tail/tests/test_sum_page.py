from kata_tail.sum_page import sum_page


def test_sum_page_0():
    assert sum_page([6, 0, 2, 4, 4, 8, 4]) == [4, 8, 4]


def test_sum_page_1():
    assert sum_page([9, 0, 7, 1, 7, 4]) == [1, 7, 4]


def test_sum_page_2():
    assert sum_page([8, 5, 7, 9, 1, 4, 3]) == [1, 4, 3]


def test_sum_page_3():
    assert sum_page([7, 5, 7, 2, 7, 5]) == [2, 7, 5]


def test_sum_page_4():
    assert sum_page([1, 2, 0, 8, 9, 8], 0) == []


def test_sum_page_5():
    assert sum_page([7, 8, 7, 4, 2, 0], 1) == [0]
