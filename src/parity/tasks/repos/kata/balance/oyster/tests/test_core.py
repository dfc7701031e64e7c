from kata_balance.core import oyster


def test_oyster_0():
    assert oyster([16, 13, 14, 4]) == 2


def test_oyster_1():
    assert oyster([]) == 0


def test_oyster_2():
    assert oyster([16, 11]) == 0


def test_oyster_3():
    assert oyster([6, 0, 14, 1, 11, 10, 17]) == 1


def test_oyster_4():
    assert oyster([1, 15]) == -2


def test_oyster_5():
    assert oyster([13]) == -1
