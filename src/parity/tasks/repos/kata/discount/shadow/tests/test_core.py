from kata_discount.core import shadow


def test_shadow_0():
    assert shadow(18, 1) == 18


def test_shadow_1():
    assert shadow(18, 5) == 90


def test_shadow_2():
    assert shadow(34, 2) == 68


def test_shadow_3():
    assert shadow(1, 12) == 10


def test_shadow_4():
    assert shadow(4, 3) == 12


def test_shadow_5():
    assert shadow(20, 6) == 120
