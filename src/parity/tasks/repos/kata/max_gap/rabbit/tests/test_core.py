from kata_max_gap.core import rabbit


def test_rabbit_0():
    assert rabbit([2, 6, 9, 9, 12, 14]) == 4


def test_rabbit_1():
    assert rabbit([12, 14, 16, 16, 22, 24]) == 6


def test_rabbit_2():
    assert rabbit([9, 17, 28]) == 11


def test_rabbit_3():
    assert rabbit([12, 23, 26, 29, 29]) == 11


def test_rabbit_4():
    assert rabbit([19]) == 0


def test_rabbit_5():
    assert rabbit([16]) == 0
