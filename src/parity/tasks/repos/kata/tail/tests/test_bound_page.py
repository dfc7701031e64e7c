from kata_tail.bound_page import bound_page


def test_bound_page_0():
    assert bound_page([7, 9]) == [7, 9]


def test_bound_page_1():
    assert bound_page([]) == []


def test_bound_page_2():
    assert bound_page([0]) == [0]


def test_bound_page_3():
    assert bound_page([2, 7, 2, 3]) == [2, 3]


def test_bound_page_4():
    assert bound_page([0, 9, 0, 0, 3, 6], 0) == []


def test_bound_page_5():
    assert bound_page([4, 0, 7, 4, 1, 8], 1) == [8]
