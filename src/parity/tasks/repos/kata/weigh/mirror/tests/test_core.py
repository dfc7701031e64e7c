from kata_weigh.core import mirror


def test_mirror_0():
    assert mirror([12]) == 48


def test_mirror_1():
    assert mirror([2, 12, 10, 11, 12]) == 182


def test_mirror_2():
    assert mirror([6, 5, 7, 0, 8]) == 89


def test_mirror_3():
    assert mirror([10, 9, 12, 12]) == 172


def test_mirror_4():
    assert mirror([0, 5]) == 5


def test_mirror_5():
    assert mirror([2, 10, 3, 10, 5]) == 90
