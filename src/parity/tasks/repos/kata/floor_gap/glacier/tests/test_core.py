from kata_floor_gap.core import glacier


def test_glacier_0():
    assert glacier(14, 9) == 5


def test_glacier_1():
    assert glacier(3, 17) == 2


def test_glacier_2():
    assert glacier(18, 1) == 17


def test_glacier_3():
    assert glacier(0, 1) == 2


def test_glacier_4():
    assert glacier(20, 11) == 9


def test_glacier_5():
    assert glacier(13, 5) == 8
