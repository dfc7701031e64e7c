from kata_clamp.pack_batch import pack_batch


def test_pack_batch_0():
    assert pack_batch(3) == 4


def test_pack_batch_1():
    assert pack_batch(4) == 4


def test_pack_batch_2():
    assert pack_batch(5) == 5


def test_pack_batch_3():
    assert pack_batch(9) == 9


def test_pack_batch_4():
    assert pack_batch(10) == 10


def test_pack_batch_5():
    assert pack_batch(11) == 10
