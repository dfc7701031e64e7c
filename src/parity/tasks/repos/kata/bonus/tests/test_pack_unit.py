from kata_bonus.pack_unit import pack_unit


def test_pack_unit_0():
    assert pack_unit(38) == 62


def test_pack_unit_1():
    assert pack_unit(9) == 15


def test_pack_unit_2():
    assert pack_unit(31) == 51


def test_pack_unit_3():
    assert pack_unit(51) == 85


def test_pack_unit_4():
    assert pack_unit(33, 3) == 44


def test_pack_unit_5():
    assert pack_unit(33, 4) == 55
