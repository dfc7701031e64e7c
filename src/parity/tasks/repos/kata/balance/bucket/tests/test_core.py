from kata_balance.core import bucket


def test_bucket_0():
    assert bucket([1, 1, 6, 16, 3, 17]) == -2


def test_bucket_1():
    assert bucket([]) == 0


def test_bucket_2():
    assert bucket([11, 10]) == 0


def test_bucket_3():
    assert bucket([0, 6, 8]) == 3


def test_bucket_4():
    assert bucket([3, 4]) == 0


def test_bucket_5():
    assert bucket([3, 0, 0, 20, 19]) == 1
