from kata_floor_gap.limit_page import limit_page


def test_limit_page_0():
    assert limit_page(1, 0) == 1


def test_limit_page_1():
    assert limit_page(0, 16) == 1


def test_limit_page_2():
    assert limit_page(19, 19) == 1


def test_limit_page_3():
    assert limit_page(11, 0) == 11


def test_limit_page_4():
    assert limit_page(17, 18) == 1


def test_limit_page_5():
    assert limit_page(18, 12) == 6
