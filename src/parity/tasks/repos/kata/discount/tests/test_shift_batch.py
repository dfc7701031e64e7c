from kata_discount.shift_batch import shift_batch


def test_shift_batch_0():
    assert shift_batch(18, 10) == 155


def test_shift_batch_1():
    assert shift_batch(10, 11) == 95


def test_shift_batch_2():
    assert shift_batch(18, 7) == 108


def test_shift_batch_3():
    assert shift_batch(15, 11) == 142


def test_shift_batch_4():
    assert shift_batch(20, 5) == 100


def test_shift_batch_5():
    assert shift_batch(20, 6) == 103
