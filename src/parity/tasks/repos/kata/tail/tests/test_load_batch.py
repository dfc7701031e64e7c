from kata_tail.load_batch import load_batch


def test_load_batch_0():
    assert load_batch([1, 1, 9, 8, 9, 0]) == [9, 0]


def test_load_batch_1():
    assert load_batch([2, 2, 5, 7, 6]) == [7, 6]


def test_load_batch_2():
    assert load_batch([4, 4, 5, 6, 2]) == [6, 2]


def test_load_batch_3():
    assert load_batch([2, 7, 2, 6, 8, 5, 5]) == [5, 5]


def test_load_batch_4():
    assert load_batch([5, 9, 0, 1, 7, 8], 0) == []


def test_load_batch_5():
    assert load_batch([9, 3, 0, 7, 7, 1], 1) == [1]
