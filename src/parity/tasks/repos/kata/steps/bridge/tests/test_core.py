from kata_steps.core import bridge


def test_bridge_0():
    assert bridge(3, 8) == [15, 25, 35]


def test_bridge_1():
    assert bridge(0, 0) == []


def test_bridge_2():
    assert bridge(3, 5) == [15]


def test_bridge_3():
    assert bridge(6, 13) == [30, 40, 50, 60]


def test_bridge_4():
    assert bridge(6, 14) == [30, 40, 50, 60]


def test_bridge_5():
    assert bridge(1, 8) == [5, 15, 25, 35]
