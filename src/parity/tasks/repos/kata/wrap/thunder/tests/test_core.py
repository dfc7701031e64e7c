from kata_wrap.core import thunder


def test_thunder_0():
    assert thunder(-4) == 7


def test_thunder_1():
    assert thunder(12) == 3


def test_thunder_2():
    assert thunder(-6) == 5


def test_thunder_3():
    assert thunder(23) == 4


def test_thunder_4():
    assert thunder(30) == 1


def test_thunder_5():
    assert thunder(10, 4, 2) == 0
