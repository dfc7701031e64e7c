from kata_between.score_page import score_page


def test_score_page_0():
    assert score_page(2, 3, 9) == False


def test_score_page_1():
    assert score_page(3, 3, 9) == True


def test_score_page_2():
    assert score_page(4, 3, 9) == True


def test_score_page_3():
    assert score_page(8, 3, 9) == True


def test_score_page_4():
    assert score_page(9, 3, 9) == False


def test_score_page_5():
    assert score_page(10, 3, 9) == False
