from kata_floor_gap.core import bridge


def test_bridge_0():
    assert bridge(6, 20) == 1


def test_bridge_1():
    assert bridge(20, 15) == 5


def test_bridge_2():
    assert bridge(1, 14) == 1


def test_bridge_3():
    assert bridge(3, 18) == 1


def test_bridge_4():
    assert bridge(17, 13) == 4


def test_bridge_5():
    assert bridge(0, 5) == 1
