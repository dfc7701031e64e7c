from kata_mean.shift_batch import shift_batch


def test_shift_batch_0():
    assert shift_batch([]) == 0


def test_shift_batch_1():
    assert shift_batch([22, 9]) == 15


def test_shift_batch_2():
    assert shift_batch([14]) == 14


def test_shift_batch_3():
    assert shift_batch([6, 30, 20, 15]) == 17


def test_shift_batch_4():
    assert shift_batch([25, 15, 6]) == 15


def test_shift_batch_5():
    assert shift_batch([21, 5, 19, 6]) == 12
