from kata_bonus.core import rabbit


def test_rabbit_0():
    assert rabbit(58) == 77


def test_rabbit_1():
    assert rabbit(23) == 30


def test_rabbit_2():
    assert rabbit(2) == 2


def test_rabbit_3():
    assert rabbit(21) == 28


def test_rabbit_4():
    assert rabbit(11, 4) == 14


def test_rabbit_5():
    assert rabbit(11, 5) == 17
