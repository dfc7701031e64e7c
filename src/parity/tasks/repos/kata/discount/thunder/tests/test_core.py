from kata_discount.core import thunder


def test_thunder_0():
    assert thunder(10, 5) == 43


def test_thunder_1():
    assert thunder(26, 12) == 268


def test_thunder_2():
    assert thunder(35, 6) == 180


def test_thunder_3():
    assert thunder(5, 9) == 39


def test_thunder_4():
    assert thunder(20, 3) == 60


def test_thunder_5():
    assert thunder(20, 4) == 69
