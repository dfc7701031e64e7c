from kata_steps.core import glacier


def test_glacier_0():
    assert glacier(0, 7) == [0, 4, 8, 12]


def test_glacier_1():
    assert glacier(3, 3) == []


def test_glacier_2():
    assert glacier(0, 4) == [0, 4]


def test_glacier_3():
    assert glacier(5, 14) == [10, 14, 18, 22, 26]


def test_glacier_4():
    assert glacier(2, 6) == [4, 8]


def test_glacier_5():
    assert glacier(3, 6) == [6, 10]
