from kata_max_gap.core import fabric


def test_fabric_0():
    assert fabric([11, 29]) == 18


def test_fabric_1():
    assert fabric([3, 9, 13, 19, 29]) == 10


def test_fabric_2():
    assert fabric([0, 3, 5, 12, 21, 23]) == 9


def test_fabric_3():
    assert fabric([1, 17, 18]) == 16


def test_fabric_4():
    assert fabric([12, 18, 26]) == 8


def test_fabric_5():
    assert fabric([3, 3]) == 0
