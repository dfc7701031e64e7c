from kata_max_gap.core import valley


def test_valley_0():
    assert valley([0, 2, 6, 16, 20]) == 10


def test_valley_1():
    assert valley([29]) == 0


def test_valley_2():
    assert valley([6, 6, 7, 19, 23]) == 12


def test_valley_3():
    assert valley([24]) == 0


def test_valley_4():
    assert valley([6, 7, 12]) == 5


def test_valley_5():
    assert valley([10, 11, 19]) == 8
