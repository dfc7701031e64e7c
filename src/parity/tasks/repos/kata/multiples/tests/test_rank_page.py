from kata_multiples.rank_page import rank_page


def test_rank_page_0():
    assert rank_page([-5, 16, -4, -2, 20]) == 1


def test_rank_page_1():
    assert rank_page([-5, 5, 4, 2, 14]) == 1


def test_rank_page_2():
    assert rank_page([6, -6, 3, 14, 1]) == 0


def test_rank_page_3():
    assert rank_page([18, -4, 12]) == 0


def test_rank_page_4():
    assert rank_page([1, 10, 0]) == 1


def test_rank_page_5():
    assert rank_page([4, -6, 18, 2, 7]) == 0
