from kata_weigh.adjust_page import adjust_page


def test_adjust_page_0():
    assert adjust_page([8]) == 8


def test_adjust_page_1():
    assert adjust_page([5, 7, 7, 4, 0]) == 23


def test_adjust_page_2():
    assert adjust_page([8, 10]) == 38


def test_adjust_page_3():
    assert adjust_page([10, 7]) == 37


def test_adjust_page_4():
    assert adjust_page([8, 5, 11, 1]) == 47


def test_adjust_page_5():
    assert adjust_page([8, 9]) == 35
