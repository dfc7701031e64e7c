from kata_bonus.core import quartz


def test_quartz_0():
    assert quartz(55) == 62


def test_quartz_1():
    assert quartz(54) == 61


def test_quartz_2():
    assert quartz(2) == 2


def test_quartz_3():
    assert quartz(16) == 18


def test_quartz_4():
    assert quartz(34, 5) == 38


def test_quartz_5():
    assert quartz(34, 6) == 42
