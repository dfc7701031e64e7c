from kata_balance.pack_label import pack_label


def test_pack_label_0():
    assert pack_label([12]) == 1


def test_pack_label_1():
    assert pack_label([17]) == -1


def test_pack_label_2():
    assert pack_label([0, 15]) == 0


def test_pack_label_3():
    assert pack_label([5, 13, 13]) == -3


def test_pack_label_4():
    assert pack_label([19, 12, 13, 15]) == -2


def test_pack_label_5():
    assert pack_label([4]) == 1
