from kata_discount.core import glacier


def test_glacier_0():
    assert glacier(27, 10) == 203


def test_glacier_1():
    assert glacier(4, 7) == 21


def test_glacier_2():
    assert glacier(19, 10) == 143


def test_glacier_3():
    assert glacier(1, 2) == 2


def test_glacier_4():
    assert glacier(20, 5) == 100


def test_glacier_5():
    assert glacier(20, 6) == 90
