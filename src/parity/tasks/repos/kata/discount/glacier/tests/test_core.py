from kata_discount.core import glacier


def test_glacier_0():
    assert glacier(36, 4) == 144


def test_glacier_1():
    assert glacier(31, 4) == 124


def test_glacier_2():
    assert glacier(17, 10) == 146


def test_glacier_3():
    assert glacier(39, 4) == 156


def test_glacier_4():
    assert glacier(40, 11) == 378


def test_glacier_5():
    assert glacier(20, 6) == 120
