from kata_weigh.core import bucket


def test_bucket_0():
    assert bucket([12, 11, 11]) == 102


def test_bucket_1():
    assert bucket([0, 10, 0, 7]) == 37


def test_bucket_2():
    assert bucket([5]) == 5


def test_bucket_3():
    assert bucket([10, 2, 7]) == 39


def test_bucket_4():
    assert bucket([8, 5]) == 29


def test_bucket_5():
    assert bucket([11, 12]) == 69
