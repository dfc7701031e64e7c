from kata_letter.core import silver


def test_silver_0():
    assert silver(94) == 'B'


def test_silver_1():
    assert silver(95) == 'A'


def test_silver_2():
    assert silver(96) == 'A'


def test_silver_3():
    assert silver(83) == 'C'


def test_silver_4():
    assert silver(84) == 'B'


def test_silver_5():
    assert silver(85) == 'B'
