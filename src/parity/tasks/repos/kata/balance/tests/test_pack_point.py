from kata_balance.pack_point import pack_point


def test_pack_point_0():
    assert pack_point([20, 4]) == 2


def test_pack_point_1():
    assert pack_point([4, 7, 3, 12, 4, 6]) == 2


def test_pack_point_2():
    assert pack_point([15, 11]) == -2


def test_pack_point_3():
    assert pack_point([0]) == 1


def test_pack_point_4():
    assert pack_point([0, 13, 8, 8, 10, 16]) == 4


def test_pack_point_5():
    assert pack_point([6]) == 1
