from kata_max_gap.round_page import round_page


def test_round_page_0():
    assert round_page([4, 5, 24, 24, 26, 26]) == 19


def test_round_page_1():
    assert round_page([11, 22]) == 11


def test_round_page_2():
    assert round_page([20, 23, 25, 27]) == 3


def test_round_page_3():
    assert round_page([3, 6, 9, 13, 21, 30]) == 9


def test_round_page_4():
    assert round_page([6, 20, 25, 27]) == 14


def test_round_page_5():
    assert round_page([29]) == 0
