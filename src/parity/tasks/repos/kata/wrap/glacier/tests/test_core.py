from kata_wrap.core import glacier


def test_glacier_0():
    assert glacier(13) == 5


def test_glacier_1():
    assert glacier(9) == 1


def test_glacier_2():
    assert glacier(-2) == 0


def test_glacier_3():
    assert glacier(-5) == 7


def test_glacier_4():
    assert glacier(25) == 7


def test_glacier_5():
    assert glacier(3, 7, 0) == 3
