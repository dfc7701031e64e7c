from kata_multiples.core import bucket


def test_bucket_0():
    assert bucket([-1, 16, -3, 19, 4, 20]) == 0


def test_bucket_1():
    assert bucket([-1, -4, 16, 2, 16, 18]) == 1


def test_bucket_2():
    assert bucket([3, 0, -2, -3, 15]) == 2


def test_bucket_3():
    assert bucket([14, 0, 3]) == 1


def test_bucket_4():
    assert bucket([19, -5, -3, 20]) == 0


def test_bucket_5():
    assert bucket([11, 9, 20]) == 1
