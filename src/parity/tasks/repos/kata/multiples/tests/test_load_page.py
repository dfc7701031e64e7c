from kata_multiples.load_page import load_page


def test_load_page_0():
    assert load_page([1, 4, 10, 15, -6]) == 1


def test_load_page_1():
    assert load_page([9, 4]) == 1


def test_load_page_2():
    assert load_page([1, 20, 7, -5, 12]) == 1


def test_load_page_3():
    assert load_page([7, -4]) == 0


def test_load_page_4():
    assert load_page([0, 17, 4, -1]) == 0


def test_load_page_5():
    assert load_page([-1, 19]) == 0
