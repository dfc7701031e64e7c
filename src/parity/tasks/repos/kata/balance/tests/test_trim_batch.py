from kata_balance.trim_batch import trim_batch


def test_trim_batch_0():
    assert trim_batch([1, 17, 18, 0, 5, 16]) == 0


def test_trim_batch_1():
    assert trim_batch([9, 9, 17, 17, 15, 3, 20]) == -5


def test_trim_batch_2():
    assert trim_batch([]) == 0


def test_trim_batch_3():
    assert trim_batch([19, 11, 1]) == -3


def test_trim_batch_4():
    assert trim_batch([16, 18]) == 2


def test_trim_batch_5():
    assert trim_batch([19, 2, 16, 10, 10, 16, 11]) == 3
