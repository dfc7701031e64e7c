from kata_between.core import bucket


def test_bucket_0():
    assert bucket(2, 3, 9) == False


def test_bucket_1():
    assert bucket(3, 3, 9) == True


def test_bucket_2():
    assert bucket(4, 3, 9) == True


def test_bucket_3():
    assert bucket(8, 3, 9) == True


def test_bucket_4():
    assert bucket(9, 3, 9) == False


def test_bucket_5():
    assert bucket(10, 3, 9) == False
