from kata_between.count_page import count_page


def test_count_page_0():
    assert count_page(2, 3, 9) == False


def test_count_page_1():
    assert count_page(3, 3, 9) == True


def test_count_page_2():
    assert count_page(4, 3, 9) == True


def test_count_page_3():
    assert count_page(8, 3, 9) == True


def test_count_page_4():
    assert count_page(9, 3, 9) == False


def test_count_page_5():
    assert count_page(10, 3, 9) == False
