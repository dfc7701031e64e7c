from kata_wrap.core import bridge


def test_bridge_0():
    assert bridge(25) == 5


def test_bridge_1():
    assert bridge(18) == 9


def test_bridge_2():
    assert bridge(26) == 6


def test_bridge_3():
    assert bridge(-8) == 5


def test_bridge_4():
    assert bridge(-6) == 7


def test_bridge_5():
    assert bridge(10, 4, 2) == 0
