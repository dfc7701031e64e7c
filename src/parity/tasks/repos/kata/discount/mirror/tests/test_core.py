from kata_discount.core import mirror


def test_mirror_0():
    assert mirror(34, 10) == 303


def test_mirror_1():
    assert mirror(5, 9) == 40


def test_mirror_2():
    assert mirror(35, 2) == 70


def test_mirror_3():
    assert mirror(21, 8) == 150


def test_mirror_4():
    assert mirror(15, 8) == 107


def test_mirror_5():
    assert mirror(20, 7) == 140
