from kata_balance.merge_batch import merge_batch


def test_merge_batch_0():
    assert merge_batch([8, 18, 15]) == 1


def test_merge_batch_1():
    assert merge_batch([15, 7]) == -2


def test_merge_batch_2():
    assert merge_batch([]) == 0


def test_merge_batch_3():
    assert merge_batch([2, 20, 15, 12, 5]) == 1


def test_merge_batch_4():
    assert merge_batch([1, 1, 14, 7, 7, 19, 17]) == -5


def test_merge_batch_5():
    assert merge_batch([12, 0, 20]) == 3
