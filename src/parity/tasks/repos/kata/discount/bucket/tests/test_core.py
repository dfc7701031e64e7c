from kata_discount.core import bucket


def test_bucket_0():
    assert bucket(11, 8) == 80


def test_bucket_1():
    assert bucket(36, 3) == 108


def test_bucket_2():
    assert bucket(30, 2) == 60


def test_bucket_3():
    assert bucket(12, 8) == 87


def test_bucket_4():
    assert bucket(24, 1) == 24


def test_bucket_5():
    assert bucket(20, 6) == 120
