from kata_bonus.core import bridge


def test_bridge_0():
    assert bridge(50) == 57


def test_bridge_1():
    assert bridge(54) == 61


def test_bridge_2():
    assert bridge(51) == 58


def test_bridge_3():
    assert bridge(6) == 6


def test_bridge_4():
    assert bridge(31, 4) == 35


def test_bridge_5():
    assert bridge(31, 5) == 39
