from kata_balance.core import bucket


def test_bucket_0():
    assert bucket([17]) == -1


def test_bucket_1():
    assert bucket([9, 5, 6, 3, 15]) == -3


def test_bucket_2():
    assert bucket([]) == 0


def test_bucket_3():
    assert bucket([9]) == -1


def test_bucket_4():
    assert bucket([19, 15]) == -2


def test_bucket_5():
    assert bucket([13, 0, 0, 19, 20, 1, 17]) == -1
