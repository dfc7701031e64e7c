from kata_floor_gap.core import mirror


def test_mirror_0():
    assert mirror(0, 8) == 2


def test_mirror_1():
    assert mirror(6, 15) == 2


def test_mirror_2():
    assert mirror(6, 10) == 2


def test_mirror_3():
    assert mirror(5, 17) == 2


def test_mirror_4():
    assert mirror(7, 7) == 2


def test_mirror_5():
    assert mirror(1, 5) == 2
