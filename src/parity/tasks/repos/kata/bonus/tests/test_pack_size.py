from kata_bonus.pack_size import pack_size


def test_pack_size_0():
    assert pack_size(0) == 0


def test_pack_size_1():
    assert pack_size(13) == 15


def test_pack_size_2():
    assert pack_size(53) == 61


def test_pack_size_3():
    assert pack_size(58) == 67


def test_pack_size_4():
    assert pack_size(50, 4) == 58


def test_pack_size_5():
    assert pack_size(50, 5) == 66
