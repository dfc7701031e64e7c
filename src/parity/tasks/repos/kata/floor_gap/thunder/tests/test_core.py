from kata_floor_gap.core import thunder


def test_thunder_0():
    assert thunder(15, 19) == 1


def test_thunder_1():
    assert thunder(15, 5) == 10


def test_thunder_2():
    assert thunder(10, 18) == 1


def test_thunder_3():
    assert thunder(18, 13) == 5


def test_thunder_4():
    assert thunder(5, 12) == 1


def test_thunder_5():
    assert thunder(7, 10) == 1
