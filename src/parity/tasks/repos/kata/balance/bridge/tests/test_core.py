from kata_balance.core import bridge


def test_bridge_0():
    assert bridge([14, 5, 16, 2, 14]) == 3


def test_bridge_1():
    assert bridge([13, 12, 12]) == 1


def test_bridge_2():
    assert bridge([19, 16]) == 0


def test_bridge_3():
    assert bridge([3, 5, 7, 15, 13, 12]) == -4


def test_bridge_4():
    assert bridge([]) == 0


def test_bridge_5():
    assert bridge([5, 13, 17, 15]) == -4
