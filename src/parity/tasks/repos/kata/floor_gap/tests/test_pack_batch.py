from kata_floor_gap.pack_batch import pack_batch


def test_pack_batch_0():
    assert pack_batch(16, 6) == 10


def test_pack_batch_1():
    assert pack_batch(7, 19) == 1


def test_pack_batch_2():
    assert pack_batch(8, 15) == 1


def test_pack_batch_3():
    assert pack_batch(6, 7) == 1


def test_pack_batch_4():
    assert pack_batch(16, 2) == 14


def test_pack_batch_5():
    assert pack_batch(6, 18) == 1
