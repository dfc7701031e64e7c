from kata_mean.pack_value import pack_value


def test_pack_value_0():
    assert pack_value([]) == 0


def test_pack_value_1():
    assert pack_value([3, 3, 19, 17, 6, 6]) == 9


def test_pack_value_2():
    assert pack_value([20, 17, 12]) == 16


def test_pack_value_3():
    assert pack_value([1, 28]) == 14


def test_pack_value_4():
    assert pack_value([29]) == 29


def test_pack_value_5():
    assert pack_value([20]) == 20
