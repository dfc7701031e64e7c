from kata_steps.core import quartz


def test_quartz_0():
    assert quartz(6, 6) == []


def test_quartz_1():
    assert quartz(0, 6) == [0, 15]


def test_quartz_2():
    assert quartz(3, 8) == [15, 30]


def test_quartz_3():
    assert quartz(6, 8) == [30]


def test_quartz_4():
    assert quartz(2, 3) == [10]


def test_quartz_5():
    assert quartz(1, 4) == [5]
