from kata_balance.core import shadow


def test_shadow_0():
    assert shadow([5, 19, 7, 3, 11, 19, 1]) == -7


def test_shadow_1():
    assert shadow([]) == 0


def test_shadow_2():
    assert shadow([15, 3, 14, 9, 13, 17]) == -4


def test_shadow_3():
    assert shadow([13, 18, 15, 20]) == 0


def test_shadow_4():
    assert shadow([1, 0, 5, 14]) == 0


def test_shadow_5():
    assert shadow([18, 7, 10, 8, 0]) == 3
