from kata_weigh.core import mirror


def test_mirror_0():
    assert mirror([9]) == 36


def test_mirror_1():
    assert mirror([5, 5]) == 40


def test_mirror_2():
    assert mirror([10, 4, 5]) == 64


def test_mirror_3():
    assert mirror([12, 6, 9, 6]) == 132


def test_mirror_4():
    assert mirror([0, 12]) == 48


def test_mirror_5():
    assert mirror([9, 0]) == 36
