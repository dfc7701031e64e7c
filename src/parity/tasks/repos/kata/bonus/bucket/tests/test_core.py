from kata_bonus.core import bucket


def test_bucket_0():
    assert bucket(45) == 54


def test_bucket_1():
    assert bucket(30) == 36


def test_bucket_2():
    assert bucket(59) == 70


def test_bucket_3():
    assert bucket(37) == 44


def test_bucket_4():
    assert bucket(7, 2) == 8


def test_bucket_5():
    assert bucket(7, 3) == 9
