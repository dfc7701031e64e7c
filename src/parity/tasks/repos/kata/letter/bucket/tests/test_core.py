from kata_letter.core import bucket


def test_bucket_0():
    assert bucket(94) == 'B'


def test_bucket_1():
    assert bucket(95) == 'A'


def test_bucket_2():
    assert bucket(96) == 'A'


def test_bucket_3():
    assert bucket(81) == 'C'


def test_bucket_4():
    assert bucket(82) == 'B'


def test_bucket_5():
    assert bucket(83) == 'B'
