from kata_mean.fit_stock import fit_stock


def test_fit_stock_0():
    assert fit_stock([]) == 0


def test_fit_stock_1():
    assert fit_stock([15, 19, 22, 25, 4, 0]) == 14


def test_fit_stock_2():
    assert fit_stock([19, 12, 21, 26, 13, 11]) == 17


def test_fit_stock_3():
    assert fit_stock([25, 4, 9]) == 12


def test_fit_stock_4():
    assert fit_stock([8, 12, 22, 19]) == 15


def test_fit_stock_5():
    assert fit_stock([25, 26]) == 25
