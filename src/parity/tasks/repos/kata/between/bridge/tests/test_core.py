from kata_between.core import bridge


def test_bridge_0():
    assert bridge(2, 3, 9) == False


def test_bridge_1():
    assert bridge(3, 3, 9) == True


def test_bridge_2():
    assert bridge(4, 3, 9) == True


def test_bridge_3():
    assert bridge(8, 3, 9) == True


def test_bridge_4():
    assert bridge(9, 3, 9) == False


def test_bridge_5():
    assert bridge(10, 3, 9) == False
