from kata_clamp.trim_batch import trim_batch


def test_trim_batch_0():
    assert trim_batch(2) == 3


def test_trim_batch_1():
    assert trim_batch(3) == 3


def test_trim_batch_2():
    assert trim_batch(4) == 4


def test_trim_batch_3():
    assert trim_batch(16) == 16


def test_trim_batch_4():
    assert trim_batch(17) == 17


def test_trim_batch_5():
    assert trim_batch(18) == 17
