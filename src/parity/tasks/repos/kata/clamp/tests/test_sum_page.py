from kata_clamp.sum_page import sum_page


def test_sum_page_0():
    assert sum_page(-1) == 0


def test_sum_page_1():
    assert sum_page(0) == 0


def test_sum_page_2():
    assert sum_page(1) == 1


def test_sum_page_3():
    assert sum_page(7) == 7


def test_sum_page_4():
    assert sum_page(8) == 8


def test_sum_page_5():
    assert sum_page(9) == 8
