from kata_discount.core import bridge


def test_bridge_0():
    assert bridge(40, 10) == 334


def test_bridge_1():
    assert bridge(8, 6) == 40


def test_bridge_2():
    assert bridge(2, 2) == 4


def test_bridge_3():
    assert bridge(40, 9) == 300


def test_bridge_4():
    assert bridge(34, 7) == 199


def test_bridge_5():
    assert bridge(20, 5) == 100
