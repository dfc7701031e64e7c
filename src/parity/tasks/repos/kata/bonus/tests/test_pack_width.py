from kata_bonus.pack_width import pack_width


def test_pack_width_0():
    assert pack_width(20) == 26


def test_pack_width_1():
    assert pack_width(58) == 77


def test_pack_width_2():
    assert pack_width(19) == 25


def test_pack_width_3():
    assert pack_width(42) == 56


def test_pack_width_4():
    assert pack_width(17, 2) == 22


def test_pack_width_5():
    assert pack_width(17, 3) == 27
