from kata_weigh.pack_level import pack_level


def test_pack_level_0():
    assert pack_level([6, 2, 12, 6]) == 98


def test_pack_level_1():
    assert pack_level([2, 3, 7, 5]) == 53


def test_pack_level_2():
    assert pack_level([2, 5, 7, 10, 10]) == 130


def test_pack_level_3():
    assert pack_level([7]) == 28


def test_pack_level_4():
    assert pack_level([4, 0]) == 16


def test_pack_level_5():
    assert pack_level([9, 7, 0, 3]) == 67
