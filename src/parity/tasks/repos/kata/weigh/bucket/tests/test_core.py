from kata_weigh.core import bucket


def test_bucket_0():
    assert bucket([9, 7, 7, 4]) == 36


def test_bucket_1():
    assert bucket([3, 5, 4, 0]) == 12


def test_bucket_2():
    assert bucket([0]) == 0


def test_bucket_3():
    assert bucket([5, 0]) == 5


def test_bucket_4():
    assert bucket([10, 0, 2]) == 22


def test_bucket_5():
    assert bucket([8, 9]) == 26
