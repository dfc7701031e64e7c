from kata_max_gap.core import mirror


def test_mirror_0():
    assert mirror([0, 7, 7, 7, 17, 26]) == 10


def test_mirror_1():
    assert mirror([6, 11, 16, 24]) == 8


def test_mirror_2():
    assert mirror([4, 14, 16, 17, 18, 19]) == 10


def test_mirror_3():
    assert mirror([3, 5, 10]) == 5


def test_mirror_4():
    assert mirror([30]) == 0


def test_mirror_5():
    assert mirror([7, 13, 24, 28]) == 11
