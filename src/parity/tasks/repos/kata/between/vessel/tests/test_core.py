from kata_between.core import vessel


def test_vessel_0():
    assert vessel(2, 3, 9) == False


def test_vessel_1():
    assert vessel(3, 3, 9) == True


def test_vessel_2():
    assert vessel(4, 3, 9) == True


def test_vessel_3():
    assert vessel(8, 3, 9) == True


def test_vessel_4():
    assert vessel(9, 3, 9) == False


def test_vessel_5():
    assert vessel(10, 3, 9) == False
