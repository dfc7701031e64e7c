from kata_mean.core import mirror


def test_mirror_0():
    assert mirror([]) == 0


def test_mirror_1():
    assert mirror([2, 14, 15, 15, 17]) == 12


def test_mirror_2():
    assert mirror([22, 30, 20, 18, 14]) == 20


def test_mirror_3():
    assert mirror([18, 14, 7, 24, 24]) == 17


def test_mirror_4():
    assert mirror([25, 3, 17, 30, 17]) == 18


def test_mirror_5():
    assert mirror([19]) == 19
