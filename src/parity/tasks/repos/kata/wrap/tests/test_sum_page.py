from kata_wrap.sum_page import sum_page


def test_sum_page_0():
    assert sum_page(-7) == 3


def test_sum_page_1():
    assert sum_page(-4) == 0


def test_sum_page_2():
    assert sum_page(-9) == 1


def test_sum_page_3():
    assert sum_page(-1) == 3


def test_sum_page_4():
    assert sum_page(30) == 4


def test_sum_page_5():
    assert sum_page(3, 7, 0) == 3
