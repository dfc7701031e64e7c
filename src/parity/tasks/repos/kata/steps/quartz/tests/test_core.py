from kata_steps.core import quartz


def test_quartz_0():
    assert quartz(1, 6) == [2, 8]


def test_quartz_1():
    assert quartz(3, 3) == []


def test_quartz_2():
    assert quartz(1, 9) == [2, 8, 14]


def test_quartz_3():
    assert quartz(1, 2) == [2]


def test_quartz_4():
    assert quartz(0, 7) == [0, 6, 12]


def test_quartz_5():
    assert quartz(5, 9) == [10, 16]
