from kata_bonus.core import bridge


def test_bridge_0():
    assert bridge(40) == 45


def test_bridge_1():
    assert bridge(54) == 61


def test_bridge_2():
    assert bridge(30) == 34


def test_bridge_3():
    assert bridge(57) == 65


def test_bridge_4():
    assert bridge(37, 4) == 42


def test_bridge_5():
    assert bridge(37, 5) == 47
