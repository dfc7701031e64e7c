from kata_letter.core import bucket


def test_bucket_0():
    assert bucket(91) == 'B'


def test_bucket_1():
    assert bucket(92) == 'A'


def test_bucket_2():
    assert bucket(93) == 'A'


def test_bucket_3():
    assert bucket(85) == 'C'


def test_bucket_4():
    assert bucket(86) == 'B'


def test_bucket_5():
    assert bucket(87) == 'B'
