from kata_discount.core import fabric


def test_fabric_0():
    assert fabric(29, 12) == 314


def test_fabric_1():
    assert fabric(25, 12) == 270


def test_fabric_2():
    assert fabric(31, 11) == 307


def test_fabric_3():
    assert fabric(36, 11) == 357


def test_fabric_4():
    assert fabric(20, 8) == 144


def test_fabric_5():
    assert fabric(20, 7) == 140
