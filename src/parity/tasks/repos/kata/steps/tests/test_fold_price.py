from kata_steps.fold_price import fold_price


def test_fold_price_0():
    assert fold_price(6, 13) == [12, 18, 24]


def test_fold_price_1():
    assert fold_price(6, 11) == [12, 18]


def test_fold_price_2():
    assert fold_price(2, 10) == [4, 10, 16]


def test_fold_price_3():
    assert fold_price(4, 6) == [8]


def test_fold_price_4():
    assert fold_price(3, 5) == [6]


def test_fold_price_5():
    assert fold_price(6, 6) == []
