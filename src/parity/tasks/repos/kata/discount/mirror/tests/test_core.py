from kata_discount.core import mirror


def test_mirror_0():
    assert mirror(25, 4) == 100


def test_mirror_1():
    assert mirror(25, 9) == 180


def test_mirror_2():
    assert mirror(31, 8) == 199


def test_mirror_3():
    assert mirror(3, 2) == 6


def test_mirror_4():
    assert mirror(20, 5) == 100


def test_mirror_5():
    assert mirror(20, 6) == 96
