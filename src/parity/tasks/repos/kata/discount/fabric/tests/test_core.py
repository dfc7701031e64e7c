from kata_discount.core import fabric


def test_fabric_0():
    assert fabric(2, 7) == 12


def test_fabric_1():
    assert fabric(12, 11) == 106


def test_fabric_2():
    assert fabric(8, 11) == 71


def test_fabric_3():
    assert fabric(15, 3) == 45


def test_fabric_4():
    assert fabric(31, 9) == 224


def test_fabric_5():
    assert fabric(20, 6) == 120
