from kata_pad.core import bucket


def test_bucket_0():
    assert bucket('') == '......'


def test_bucket_1():
    assert bucket('ab') == 'ab....'


def test_bucket_2():
    assert bucket('abab') == 'abab..'


def test_bucket_3():
    assert bucket('ababab') == 'ababab'


def test_bucket_4():
    assert bucket('abababab') == 'abababab'


def test_bucket_5():
    assert bucket('ababababab') == 'ababababab'
