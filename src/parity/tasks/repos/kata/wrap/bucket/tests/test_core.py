from kata_wrap.core import bucket


def test_bucket_0():
    assert bucket(29) == 3


def test_bucket_1():
    assert bucket(26) == 0


def test_bucket_2():
    assert bucket(3) == 5


def test_bucket_3():
    assert bucket(7) == 2


def test_bucket_4():
    assert bucket(30) == 4


def test_bucket_5():
    assert bucket(13) == 1
