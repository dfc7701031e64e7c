from kata_steps.core import bucket


def test_bucket_0():
    assert bucket(0, 3) == [0]


def test_bucket_1():
    assert bucket(0, 1) == [0]


def test_bucket_2():
    assert bucket(5, 11) == [25, 40]


def test_bucket_3():
    assert bucket(1, 7) == [5, 20]


def test_bucket_4():
    assert bucket(4, 13) == [20, 35, 50]


def test_bucket_5():
    assert bucket(0, 10, 4) == [0, 20, 40]
