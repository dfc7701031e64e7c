from kata_bonus.core import glacier


def test_glacier_0():
    assert glacier(31) == 51


def test_glacier_1():
    assert glacier(0) == 0


def test_glacier_2():
    assert glacier(45) == 75


def test_glacier_3():
    assert glacier(23) == 37


def test_glacier_4():
    assert glacier(33, 2) == 44


def test_glacier_5():
    assert glacier(33, 3) == 55
