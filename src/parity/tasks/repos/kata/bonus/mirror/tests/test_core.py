from kata_bonus.core import mirror


def test_mirror_0():
    assert mirror(3) == 3


def test_mirror_1():
    assert mirror(47) == 58


def test_mirror_2():
    assert mirror(39) == 48


def test_mirror_3():
    assert mirror(10) == 12


def test_mirror_4():
    assert mirror(27, 5) == 33


def test_mirror_5():
    assert mirror(27, 6) == 39
