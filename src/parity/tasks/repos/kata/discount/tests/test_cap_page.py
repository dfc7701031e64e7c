from kata_discount.cap_page import cap_page


def test_cap_page_0():
    assert cap_page(40, 7) == 224


def test_cap_page_1():
    assert cap_page(36, 8) == 231


def test_cap_page_2():
    assert cap_page(29, 9) == 209


def test_cap_page_3():
    assert cap_page(9, 5) == 45


def test_cap_page_4():
    assert cap_page(29, 12) == 279


def test_cap_page_5():
    assert cap_page(20, 6) == 96
