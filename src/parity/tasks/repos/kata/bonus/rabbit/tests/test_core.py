from kata_bonus.core import rabbit


def test_rabbit_0():
    assert rabbit(54) == 61


def test_rabbit_1():
    assert rabbit(51) == 58


def test_rabbit_2():
    assert rabbit(47) == 53


def test_rabbit_3():
    assert rabbit(1) == 1


def test_rabbit_4():
    assert rabbit(38, 4) == 43


def test_rabbit_5():
    assert rabbit(38, 5) == 48
