from kata_floor_gap.core import rabbit


def test_rabbit_0():
    assert rabbit(16, 18) == 2


def test_rabbit_1():
    assert rabbit(16, 7) == 9


def test_rabbit_2():
    assert rabbit(3, 4) == 2


def test_rabbit_3():
    assert rabbit(16, 16) == 2


def test_rabbit_4():
    assert rabbit(3, 12) == 2


def test_rabbit_5():
    assert rabbit(6, 20) == 2
