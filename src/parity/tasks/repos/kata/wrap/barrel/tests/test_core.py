from kata_wrap.core import barrel


def test_barrel_0():
    assert barrel(8) == 4


def test_barrel_1():
    assert barrel(28) == 0


def test_barrel_2():
    assert barrel(20) == 4


def test_barrel_3():
    assert barrel(15) == 5


def test_barrel_4():
    assert barrel(-9) == 5


def test_barrel_5():
    assert barrel(25) == 3
