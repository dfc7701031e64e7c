from kata_clamp.core import thunder


def test_thunder_0():
    assert thunder(0) == 1


def test_thunder_1():
    assert thunder(1) == 1


def test_thunder_2():
    assert thunder(2) == 2


def test_thunder_3():
    assert thunder(13) == 13


def test_thunder_4():
    assert thunder(14) == 14


def test_thunder_5():
    assert thunder(15) == 14
