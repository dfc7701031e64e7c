from kata_max_gap.load_page import load_page


def test_load_page_0():
    assert load_page([15, 20, 20, 21, 26]) == 5


def test_load_page_1():
    assert load_page([2, 3, 6, 18, 23, 27]) == 12


def test_load_page_2():
    assert load_page([3, 4, 8, 17]) == 9


def test_load_page_3():
    assert load_page([7, 13]) == 6


def test_load_page_4():
    assert load_page([18, 24]) == 6


def test_load_page_5():
    assert load_page([20]) == 0
