from kata_steps.core import rabbit


def test_rabbit_0():
    assert rabbit(3, 7) == [12, 24]


def test_rabbit_1():
    assert rabbit(5, 12) == [20, 32, 44]


def test_rabbit_2():
    assert rabbit(5, 5) == []


def test_rabbit_3():
    assert rabbit(1, 9) == [4, 16, 28]


def test_rabbit_4():
    assert rabbit(2, 8) == [8, 20]


def test_rabbit_5():
    assert rabbit(6, 13) == [24, 36, 48]
