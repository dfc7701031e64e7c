from kata_weigh.core import vessel


def test_vessel_0():
    assert vessel([0, 0]) == 0


def test_vessel_1():
    assert vessel([11]) == 44


def test_vessel_2():
    assert vessel([1, 9, 6]) == 43


def test_vessel_3():
    assert vessel([12, 9]) == 84


def test_vessel_4():
    assert vessel([8, 3, 4, 4, 2]) == 21


def test_vessel_5():
    assert vessel([8, 9]) == 44
