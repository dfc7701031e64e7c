from kata_clamp.core import bridge


def test_bridge_0():
    assert bridge(3) == 4


def test_bridge_1():
    assert bridge(4) == 4


def test_bridge_2():
    assert bridge(5) == 5


def test_bridge_3():
    assert bridge(16) == 16


def test_bridge_4():
    assert bridge(17) == 17


def test_bridge_5():
    assert bridge(18) == 17
