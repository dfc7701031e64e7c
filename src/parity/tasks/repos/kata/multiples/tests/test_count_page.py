from kata_multiples.count_page import count_page


def test_count_page_0():
    assert count_page([7, 6, 20, 11]) == 1


def test_count_page_1():
    assert count_page([17, 20]) == 1


def test_count_page_2():
    assert count_page([11, -2, 11, -2, 14]) == 0


def test_count_page_3():
    assert count_page([12, -1, 20]) == 1


def test_count_page_4():
    assert count_page([12, 9]) == 0


def test_count_page_5():
    assert count_page([2, 2, 0, 6]) == 0
