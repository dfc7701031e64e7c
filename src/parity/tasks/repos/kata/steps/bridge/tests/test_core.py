from kata_steps.core import bridge


def test_bridge_0():
    assert bridge(4, 4) == []


def test_bridge_1():
    assert bridge(6, 8) == [18, 21]


def test_bridge_2():
    assert bridge(4, 13) == [12, 15, 18, 21, 24, 27, 30, 33, 36]


def test_bridge_3():
    assert bridge(2, 3) == [6]


def test_bridge_4():
    assert bridge(4, 11) == [12, 15, 18, 21, 24, 27, 30]


def test_bridge_5():
    assert bridge(6, 9) == [18, 21, 24]
