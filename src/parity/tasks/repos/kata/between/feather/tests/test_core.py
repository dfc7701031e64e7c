from kata_between.core import feather


def test_feather_0():
    assert feather(2, 3, 9) == False


def test_feather_1():
    assert feather(3, 3, 9) == True


def test_feather_2():
    assert feather(4, 3, 9) == True


def test_feather_3():
    assert feather(8, 3, 9) == True


def test_feather_4():
    assert feather(9, 3, 9) == False


def test_feather_5():
    assert feather(10, 3, 9) == False
