from kata_letter.core import bridge


def test_bridge_0():
    assert bridge(85) == 'B'


def test_bridge_1():
    assert bridge(86) == 'A'


def test_bridge_2():
    assert bridge(87) == 'A'


def test_bridge_3():
    assert bridge(73) == 'C'


def test_bridge_4():
    assert bridge(74) == 'B'


def test_bridge_5():
    assert bridge(75) == 'B'
