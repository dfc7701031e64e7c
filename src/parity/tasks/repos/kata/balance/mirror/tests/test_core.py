from kata_balance.core import mirror


def test_mirror_0():
    assert mirror([1, 3, 2, 4]) == 0


def test_mirror_1():
    assert mirror([16, 5, 7, 18, 20, 9]) == 0


def test_mirror_2():
    assert mirror([20, 20, 20]) == 3


def test_mirror_3():
    assert mirror([19, 16, 11, 19, 0]) == -1


def test_mirror_4():
    assert mirror([14, 1, 6, 4, 14, 17]) == 2


def test_mirror_5():
    assert mirror([6, 18, 18, 9, 9]) == 1
