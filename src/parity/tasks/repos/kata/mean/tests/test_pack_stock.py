from kata_mean.pack_stock import pack_stock


def test_pack_stock_0():
    assert pack_stock([]) == 0


def test_pack_stock_1():
    assert pack_stock([17, 20]) == 18


def test_pack_stock_2():
    assert pack_stock([28, 19, 22, 26]) == 23


def test_pack_stock_3():
    assert pack_stock([29, 1, 20]) == 16


def test_pack_stock_4():
    assert pack_stock([16, 7, 6, 16, 12]) == 11


def test_pack_stock_5():
    assert pack_stock([7, 18, 23, 2]) == 12
