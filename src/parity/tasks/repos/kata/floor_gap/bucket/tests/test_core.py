from kata_floor_gap.core import bucket


def test_bucket_0():
    assert bucket(8, 3) == 5


def test_bucket_1():
    assert bucket(3, 5) == 0


def test_bucket_2():
    assert bucket(12, 13) == 0


def test_bucket_3():
    assert bucket(13, 2) == 11


def test_bucket_4():
    assert bucket(12, 2) == 10


def test_bucket_5():
    assert bucket(19, 19) == 0
