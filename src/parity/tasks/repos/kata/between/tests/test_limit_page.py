from kata_between.limit_page import limit_page


def test_limit_page_0():
    assert limit_page(2, 3, 9) == False


def test_limit_page_1():
    assert limit_page(3, 3, 9) == True


def test_limit_page_2():
    assert limit_page(4, 3, 9) == True


def test_limit_page_3():
    assert limit_page(8, 3, 9) == True


def test_limit_page_4():
    assert limit_page(9, 3, 9) == False


def test_limit_page_5():
    assert limit_page(10, 3, 9) == False
