from kata_wrap.limit_page import limit_page


def test_limit_page_0():
    assert limit_page(16) == 2


def test_limit_page_1():
    assert limit_page(28) == 4


def test_limit_page_2():
    assert limit_page(3) == 4


def test_limit_page_3():
    assert limit_page(4) == 0


def test_limit_page_4():
    assert limit_page(30) == 1


def test_limit_page_5():
    assert limit_page(7) == 3
