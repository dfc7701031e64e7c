from kata_bonus.core import bucket


def test_bucket_0():
    assert bucket(50) == 58


def test_bucket_1():
    assert bucket(54) == 63


def test_bucket_2():
    assert bucket(16) == 18


def test_bucket_3():
    assert bucket(31) == 36


def test_bucket_4():
    assert bucket(26, 4) == 30


def test_bucket_5():
    assert bucket(26, 5) == 34
