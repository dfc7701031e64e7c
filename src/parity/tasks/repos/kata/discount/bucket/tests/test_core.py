from kata_discount.core import bucket


def test_bucket_0():
    assert bucket(25, 12) == 225


def test_bucket_1():
    assert bucket(4, 7) == 21


def test_bucket_2():
    assert bucket(30, 3) == 90


def test_bucket_3():
    assert bucket(20, 12) == 180


def test_bucket_4():
    assert bucket(20, 5) == 100


def test_bucket_5():
    assert bucket(20, 6) == 90
