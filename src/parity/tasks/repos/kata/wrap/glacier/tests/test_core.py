from kata_wrap.core import glacier


def test_glacier_0():
    assert glacier(21) == 0


def test_glacier_1():
    assert glacier(14) == 3


def test_glacier_2():
    assert glacier(-10) == 4


def test_glacier_3():
    assert glacier(30) == 4


def test_glacier_4():
    assert glacier(23) == 2


def test_glacier_5():
    assert glacier(4) == 3
