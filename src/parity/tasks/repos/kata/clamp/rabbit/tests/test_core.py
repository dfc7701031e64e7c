from kata_clamp.core import rabbit


def test_rabbit_0():
    assert rabbit(3) == 4


def test_rabbit_1():
    assert rabbit(4) == 4


def test_rabbit_2():
    assert rabbit(5) == 5


def test_rabbit_3():
    assert rabbit(15) == 15


def test_rabbit_4():
    assert rabbit(16) == 16


def test_rabbit_5():
    assert rabbit(17) == 16
