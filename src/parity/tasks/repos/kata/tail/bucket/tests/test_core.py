from kata_tail.core import bucket


def test_bucket_0():
    assert bucket([4, 0]) == [0]


def test_bucket_1():
    assert bucket([8, 4, 4]) == [4]


def test_bucket_2():
    assert bucket([1, 7, 1]) == [1]


def test_bucket_3():
    assert bucket([5, 2, 4, 8, 1, 0, 3]) == [3]


def test_bucket_4():
    assert bucket([5, 8, 2]) == [2]


def test_bucket_5():
    assert bucket([0, 6, 4, 4, 6, 4], 0) == []
