from kata_mean.core import rabbit


def test_rabbit_0():
    assert rabbit([]) == 0


def test_rabbit_1():
    assert rabbit([25, 3, 26, 1, 12]) == 13


def test_rabbit_2():
    assert rabbit([19, 22, 6]) == 15


def test_rabbit_3():
    assert rabbit([0, 27, 22, 19]) == 17


def test_rabbit_4():
    assert rabbit([12, 19]) == 15


def test_rabbit_5():
    assert rabbit([26, 30, 15, 19]) == 22
