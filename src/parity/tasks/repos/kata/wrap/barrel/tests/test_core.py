from kata_wrap.core import barrel


def test_barrel_0():
    assert barrel(26) == 5


def test_barrel_1():
    assert barrel(18) == 5


def test_barrel_2():
    assert barrel(22) == 1


def test_barrel_3():
    assert barrel(1) == 4


def test_barrel_4():
    assert barrel(-7) == 4


def test_barrel_5():
    assert barrel(10, 4, 2) == 0
