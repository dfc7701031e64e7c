from kata_max_gap.split_batch import split_batch


def test_split_batch_0():
    assert split_batch([27]) == 0


def test_split_batch_1():
    assert split_batch([6, 11, 11, 16, 18, 29]) == 11


def test_split_batch_2():
    assert split_batch([4, 7, 11, 22, 22]) == 11


def test_split_batch_3():
    assert split_batch([2, 12, 12, 15, 29]) == 14


def test_split_batch_4():
    assert split_batch([12, 27]) == 15


def test_split_batch_5():
    assert split_batch([13, 22, 27, 27]) == 9
