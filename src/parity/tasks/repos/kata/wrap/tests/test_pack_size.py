from kata_wrap.pack_size import pack_size


def test_pack_size_0():
    assert pack_size(12) == 3


def test_pack_size_1():
    assert pack_size(30) == 1


def test_pack_size_2():
    assert pack_size(24) == 0


def test_pack_size_3():
    assert pack_size(-8) == 3


def test_pack_size_4():
    assert pack_size(16) == 2


def test_pack_size_5():
    assert pack_size(3, 7, 0) == 3
