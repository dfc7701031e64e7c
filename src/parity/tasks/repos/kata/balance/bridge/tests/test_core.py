from kata_balance.core import bridge


def test_bridge_0():
    assert bridge([8, 18]) == 2


def test_bridge_1():
    assert bridge([13, 20]) == 0


def test_bridge_2():
    assert bridge([6, 20, 11, 12, 8]) == 3


def test_bridge_3():
    assert bridge([12, 7, 12, 7, 19]) == -1


def test_bridge_4():
    assert bridge([14, 9]) == 0


def test_bridge_5():
    assert bridge([10, 7, 8]) == 1
