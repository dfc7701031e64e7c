from kata_weigh.core import needle


def test_needle_0():
    assert needle([2, 12, 2]) == 52


def test_needle_1():
    assert needle([10, 2, 9, 9]) == 114


def test_needle_2():
    assert needle([6, 9, 10, 3, 0]) == 85


def test_needle_3():
    assert needle([6]) == 6


def test_needle_4():
    assert needle([0, 10, 10, 10, 2]) == 122


def test_needle_5():
    assert needle([8, 9]) == 44
