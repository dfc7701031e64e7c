from kata_multiples.mark_page import mark_page


def test_mark_page_0():
    assert mark_page([13, 5, 13]) == 0


def test_mark_page_1():
    assert mark_page([16, 19, -4]) == 1


def test_mark_page_2():
    assert mark_page([9, 0, 3, 6, 2, 10]) == 3


def test_mark_page_3():
    assert mark_page([5, 7, 4]) == 1


def test_mark_page_4():
    assert mark_page([-5, 0]) == 0


def test_mark_page_5():
    assert mark_page([13, 20, -1]) == 1
