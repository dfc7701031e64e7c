from kata_wrap.core import thunder


def test_thunder_0():
    assert thunder(25) == 2


def test_thunder_1():
    assert thunder(8) == 9


def test_thunder_2():
    assert thunder(16) == 5


def test_thunder_3():
    assert thunder(2) == 3


def test_thunder_4():
    assert thunder(29) == 6


def test_thunder_5():
    assert thunder(10, 4, 2) == 0
