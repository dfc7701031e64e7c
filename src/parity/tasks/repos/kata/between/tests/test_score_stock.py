from kata_between.score_stock import score_stock


def test_score_stock_0():
    assert score_stock(2, 3, 9) == False


def test_score_stock_1():
    assert score_stock(3, 3, 9) == True


def test_score_stock_2():
    assert score_stock(4, 3, 9) == True


def test_score_stock_3():
    assert score_stock(8, 3, 9) == True


def test_score_stock_4():
    assert score_stock(9, 3, 9) == False


def test_score_stock_5():
    assert score_stock(10, 3, 9) == False
