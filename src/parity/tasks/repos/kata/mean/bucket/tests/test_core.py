from kata_mean.core import bucket


def test_bucket_0():
    assert bucket([]) == 0


def test_bucket_1():
    assert bucket([27, 23]) == 25


def test_bucket_2():
    assert bucket([12, 15, 17, 9]) == 13


def test_bucket_3():
    assert bucket([23, 21, 20, 15, 30, 6]) == 19


def test_bucket_4():
    assert bucket([10, 0, 15, 30]) == 13


def test_bucket_5():
    assert bucket([4, 19, 9, 26]) == 14
