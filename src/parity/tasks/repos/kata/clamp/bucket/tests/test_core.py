from kata_clamp.core import bucket


def test_bucket_0():
    assert bucket(2) == 3


def test_bucket_1():
    assert bucket(3) == 3


def test_bucket_2():
    assert bucket(4) == 4


def test_bucket_3():
    assert bucket(11) == 11


def test_bucket_4():
    assert bucket(12) == 12


def test_bucket_5():
    assert bucket(13) == 12
