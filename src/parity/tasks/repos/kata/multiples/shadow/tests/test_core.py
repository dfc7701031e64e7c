from kata_multiples.core import shadow


def test_shadow_0():
    assert shadow([-4, 3, 14, 15, -2]) == 1


def test_shadow_1():
    assert shadow([0, 20, 13, 9, 5, -2]) == 2


def test_shadow_2():
    assert shadow([-2, 12, 7, 2, 17, 0]) == 0


def test_shadow_3():
    assert shadow([-1, -2]) == 0


def test_shadow_4():
    assert shadow([11, 7, -1, 20, -5]) == 1


def test_shadow_5():
    assert shadow([18, 9, 12, -4]) == 0
