from kata_balance.core import thunder


def test_thunder_0():
    assert thunder([18, 5, 0, 6, 16, 15, 3]) == 1


def test_thunder_1():
    assert thunder([12, 14]) == 2


def test_thunder_2():
    assert thunder([2, 2, 2, 18, 17]) == 3


def test_thunder_3():
    assert thunder([15, 5, 3, 9]) == -4


def test_thunder_4():
    assert thunder([]) == 0


def test_thunder_5():
    assert thunder([19, 3]) == -2
