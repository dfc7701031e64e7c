from kata_floor_gap.core import glacier


def test_glacier_0():
    assert glacier(5, 1) == 4


def test_glacier_1():
    assert glacier(16, 7) == 9


def test_glacier_2():
    assert glacier(6, 14) == 3


def test_glacier_3():
    assert glacier(0, 9) == 3


def test_glacier_4():
    assert glacier(0, 14) == 3


def test_glacier_5():
    assert glacier(0, 6) == 3
