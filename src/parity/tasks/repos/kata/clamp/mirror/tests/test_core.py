from kata_clamp.core import mirror


def test_mirror_0():
    assert mirror(4) == 5


def test_mirror_1():
    assert mirror(5) == 5


def test_mirror_2():
    assert mirror(6) == 6


def test_mirror_3():
    assert mirror(11) == 11


def test_mirror_4():
    assert mirror(12) == 12


def test_mirror_5():
    assert mirror(13) == 12
