from kata_between.pack_unit import pack_unit


def test_pack_unit_0():
    assert pack_unit(2, 3, 9) == False


def test_pack_unit_1():
    assert pack_unit(3, 3, 9) == True


def test_pack_unit_2():
    assert pack_unit(4, 3, 9) == True


def test_pack_unit_3():
    assert pack_unit(8, 3, 9) == True


def test_pack_unit_4():
    assert pack_unit(9, 3, 9) == False


def test_pack_unit_5():
    assert pack_unit(10, 3, 9) == False
