from kata_multiples.core import bucket


def test_bucket_0():
    assert bucket([7, 11, -4, 2, 9, 1]) == 1


def test_bucket_1():
    assert bucket([3, -2]) == 0


def test_bucket_2():
    assert bucket([19, -3, -2, 15]) == 0


def test_bucket_3():
    assert bucket([20, 15]) == 1


def test_bucket_4():
    assert bucket([12, 11, 0]) == 1


def test_bucket_5():
    assert bucket([16, 18, 13, 9, 16, 16]) == 4
