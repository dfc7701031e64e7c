from kata_bonus.core import quartz


def test_quartz_0():
    assert quartz(26) == 31


def test_quartz_1():
    assert quartz(31) == 37


def test_quartz_2():
    assert quartz(21) == 25


def test_quartz_3():
    assert quartz(51) == 61


def test_quartz_4():
    assert quartz(22, 4) == 26


def test_quartz_5():
    assert quartz(22, 5) == 30
