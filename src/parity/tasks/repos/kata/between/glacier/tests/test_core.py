from kata_between.core import glacier


def test_glacier_0():
    assert glacier(2, 3, 9) == False


def test_glacier_1():
    assert glacier(3, 3, 9) == True


def test_glacier_2():
    assert glacier(4, 3, 9) == True


def test_glacier_3():
    assert glacier(8, 3, 9) == True


def test_glacier_4():
    assert glacier(9, 3, 9) == False


def test_glacier_5():
    assert glacier(10, 3, 9) == False
