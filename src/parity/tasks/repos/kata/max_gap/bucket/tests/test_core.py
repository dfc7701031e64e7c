from kata_max_gap.core import bucket


def test_bucket_0():
    assert bucket([8, 13, 23]) == 10


def test_bucket_1():
    assert bucket([2, 6, 15]) == 9


def test_bucket_2():
    assert bucket([23]) == 0


def test_bucket_3():
    assert bucket([14, 21, 22, 27]) == 7


def test_bucket_4():
    assert bucket([0, 12, 17, 27]) == 12


def test_bucket_5():
    assert bucket([0, 10]) == 10
