from kata_discount.core import rabbit


def test_rabbit_0():
    assert rabbit(22, 11) == 194


def test_rabbit_1():
    assert rabbit(23, 11) == 203


def test_rabbit_2():
    assert rabbit(2, 3) == 6


def test_rabbit_3():
    assert rabbit(26, 10) == 208


def test_rabbit_4():
    assert rabbit(36, 9) == 260


def test_rabbit_5():
    assert rabbit(20, 6) == 120
