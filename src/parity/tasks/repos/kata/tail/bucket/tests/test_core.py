from kata_tail.core import bucket


def test_bucket_0():
    assert bucket([4, 8, 4, 3]) == [4, 8, 4, 3]


def test_bucket_1():
    assert bucket([]) == []


def test_bucket_2():
    assert bucket([3, 5, 5, 7]) == [3, 5, 5, 7]


def test_bucket_3():
    assert bucket([8, 4, 0, 1, 8, 0]) == [0, 1, 8, 0]


def test_bucket_4():
    assert bucket([2, 9, 2, 8, 3, 4], 0) == []


def test_bucket_5():
    assert bucket([8, 6, 7, 6, 3, 1], 1) == [1]
