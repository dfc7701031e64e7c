from kata_between.core import falcon


def test_falcon_0():
    assert falcon(2, 3, 9) == False


def test_falcon_1():
    assert falcon(3, 3, 9) == True


def test_falcon_2():
    assert falcon(4, 3, 9) == True


def test_falcon_3():
    assert falcon(8, 3, 9) == True


def test_falcon_4():
    assert falcon(9, 3, 9) == False


def test_falcon_5():
    assert falcon(10, 3, 9) == False
