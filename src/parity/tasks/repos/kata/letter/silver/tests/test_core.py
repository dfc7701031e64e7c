from kata_letter.core import silver


def test_silver_0():
    assert silver(88) == 'B'


def test_silver_1():
    assert silver(89) == 'A'


def test_silver_2():
    assert silver(90) == 'A'


def test_silver_3():
    assert silver(81) == 'C'


def test_silver_4():
    assert silver(82) == 'B'


def test_silver_5():
    assert silver(83) == 'B'
