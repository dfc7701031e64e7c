from kata_multiples.core import shadow


def test_shadow_0():
    assert shadow([18, 0, 3]) == 3


def test_shadow_1():
    assert shadow([-1, 5, 0]) == 0


def test_shadow_2():
    assert shadow([12, 19, -1, -5, -3, -2]) == -2


def test_shadow_3():
    assert shadow([12, 3, 3, -1]) == -1


def test_shadow_4():
    assert shadow([2, 12]) == 13


def test_shadow_5():
    assert shadow([-3, 7, 2, 4]) == 5
