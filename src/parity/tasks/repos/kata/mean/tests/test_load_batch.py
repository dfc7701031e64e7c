from kata_mean.load_batch import load_batch


def test_load_batch_0():
    assert load_batch([]) == 0


def test_load_batch_1():
    assert load_batch([18, 6]) == 12


def test_load_batch_2():
    assert load_batch([1, 6]) == 3


def test_load_batch_3():
    assert load_batch([9]) == 9


def test_load_batch_4():
    assert load_batch([10, 23, 9]) == 14


def test_load_batch_5():
    assert load_batch([5, 18]) == 11
