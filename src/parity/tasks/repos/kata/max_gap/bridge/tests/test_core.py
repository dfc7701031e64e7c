from kata_max_gap.core import bridge


def test_bridge_0():
    assert bridge([1, 28]) == 27


def test_bridge_1():
    assert bridge([21, 23, 29]) == 6


def test_bridge_2():
    assert bridge([19, 26, 30]) == 7


def test_bridge_3():
    assert bridge([26]) == 0


def test_bridge_4():
    assert bridge([4, 5, 8, 20, 28, 29]) == 12


def test_bridge_5():
    assert bridge([19]) == 0
