from kata_max_gap.core import fabric


def test_fabric_0():
    assert fabric([22]) == 0


def test_fabric_1():
    assert fabric([1, 9]) == 8


def test_fabric_2():
    assert fabric([12, 14, 16]) == 2


def test_fabric_3():
    assert fabric([3, 12, 13]) == 9


def test_fabric_4():
    assert fabric([9, 14, 15, 26]) == 11


def test_fabric_5():
    assert fabric([0, 6, 18, 25, 25, 25]) == 12
