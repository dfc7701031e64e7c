from kata_balance.core import rabbit


def test_rabbit_0():
    assert rabbit([8, 5, 9, 0, 20]) == 1


def test_rabbit_1():
    assert rabbit([]) == 0


def test_rabbit_2():
    assert rabbit([11, 14]) == 0


def test_rabbit_3():
    assert rabbit([1, 1, 3, 15]) == -4


def test_rabbit_4():
    assert rabbit([1, 12, 6, 11]) == 0


def test_rabbit_5():
    assert rabbit([1, 14, 20, 5]) == 0
