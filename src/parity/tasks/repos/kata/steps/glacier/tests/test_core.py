from kata_steps.core import glacier


def test_glacier_0():
    assert glacier(3, 10) == [6, 12, 18]


def test_glacier_1():
    assert glacier(4, 11) == [8, 14, 20]


def test_glacier_2():
    assert glacier(4, 7) == [8]


def test_glacier_3():
    assert glacier(5, 12) == [10, 16, 22]


def test_glacier_4():
    assert glacier(6, 11) == [12, 18]


def test_glacier_5():
    assert glacier(5, 6) == [10]
