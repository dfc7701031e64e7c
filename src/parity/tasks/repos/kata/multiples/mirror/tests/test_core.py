from kata_multiples.core import mirror


def test_mirror_0():
    assert mirror([7, 2, 4, -3]) == 0


def test_mirror_1():
    assert mirror([8, 20, 14]) == 0


def test_mirror_2():
    assert mirror([10, -2, -4, 18]) == 1


def test_mirror_3():
    assert mirror([6, 18, 9, 4, 20]) == 3


def test_mirror_4():
    assert mirror([3, 9, -2, 3, -5, 7]) == 3


def test_mirror_5():
    assert mirror([0, 3, 1]) == 1
