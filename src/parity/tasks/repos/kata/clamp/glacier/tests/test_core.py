from kata_clamp.core import glacier


def test_glacier_0():
    assert glacier(0) == 1


def test_glacier_1():
    assert glacier(1) == 1


def test_glacier_2():
    assert glacier(2) == 2


def test_glacier_3():
    assert glacier(9) == 9


def test_glacier_4():
    assert glacier(10) == 10


def test_glacier_5():
    assert glacier(11) == 10
