from kata_steps.core import mirror


def test_mirror_0():
    assert mirror(0, 7) == [0, 9, 18]


def test_mirror_1():
    assert mirror(4, 12) == [12, 21, 30]


def test_mirror_2():
    assert mirror(0, 0) == []


def test_mirror_3():
    assert mirror(4, 10) == [12, 21]


def test_mirror_4():
    assert mirror(4, 8) == [12, 21]


def test_mirror_5():
    assert mirror(0, 10, 4) == [0, 12, 24]
