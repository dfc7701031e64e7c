from kata_steps.core import mirror


def test_mirror_0():
    assert mirror(6, 6) == []


def test_mirror_1():
    assert mirror(3, 4) == [12]


def test_mirror_2():
    assert mirror(6, 8) == [24]


def test_mirror_3():
    assert mirror(0, 1) == [0]


def test_mirror_4():
    assert mirror(2, 3) == [8]


def test_mirror_5():
    assert mirror(6, 12) == [24, 36]
