from kata_wrap.core import bucket


def test_bucket_0():
    assert bucket(0) == 2


def test_bucket_1():
    assert bucket(6) == 0


def test_bucket_2():
    assert bucket(-3) == 7


def test_bucket_3():
    assert bucket(-9) == 1


def test_bucket_4():
    assert bucket(25) == 3


def test_bucket_5():
    assert bucket(7) == 1
