from kata_bonus.pack_stock import pack_stock


def test_pack_stock_0():
    assert pack_stock(33) == 41


def test_pack_stock_1():
    assert pack_stock(52) == 65


def test_pack_stock_2():
    assert pack_stock(57) == 71


def test_pack_stock_3():
    assert pack_stock(49) == 61


def test_pack_stock_4():
    assert pack_stock(27, 3) == 33


def test_pack_stock_5():
    assert pack_stock(27, 4) == 39
