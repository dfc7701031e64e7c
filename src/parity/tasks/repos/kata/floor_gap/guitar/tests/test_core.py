from kata_floor_gap.core import guitar


def test_guitar_0():
    assert guitar(0, 5) == 2


def test_guitar_1():
    assert guitar(16, 20) == 2


def test_guitar_2():
    assert guitar(7, 17) == 2


def test_guitar_3():
    assert guitar(12, 1) == 11


def test_guitar_4():
    assert guitar(18, 9) == 9


def test_guitar_5():
    assert guitar(19, 4) == 15
