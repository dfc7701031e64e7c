from kata_discount.core import vessel


def test_vessel_0():
    assert vessel(15, 7) == 90


def test_vessel_1():
    assert vessel(39, 7) == 234


def test_vessel_2():
    assert vessel(16, 6) == 83


def test_vessel_3():
    assert vessel(7, 7) == 42


def test_vessel_4():
    assert vessel(34, 12) == 350


def test_vessel_5():
    assert vessel(20, 4) == 80
