from kata_floor_gap.core import thunder


def test_thunder_0():
    assert thunder(2, 0) == 2


def test_thunder_1():
    assert thunder(17, 2) == 15


def test_thunder_2():
    assert thunder(20, 18) == 2


def test_thunder_3():
    assert thunder(8, 11) == 1


def test_thunder_4():
    assert thunder(12, 17) == 1


def test_thunder_5():
    assert thunder(15, 10) == 5
