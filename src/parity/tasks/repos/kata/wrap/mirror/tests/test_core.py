from kata_wrap.core import mirror


def test_mirror_0():
    assert mirror(15) == 1


def test_mirror_1():
    assert mirror(-10) == 0


def test_mirror_2():
    assert mirror(-7) == 3


def test_mirror_3():
    assert mirror(9) == 3


def test_mirror_4():
    assert mirror(14) == 0


def test_mirror_5():
    assert mirror(3, 7, 0) == 3
