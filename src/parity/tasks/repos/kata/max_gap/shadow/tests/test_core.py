from kata_max_gap.core import shadow


def test_shadow_0():
    assert shadow([0]) == 0


def test_shadow_1():
    assert shadow([12]) == 0


def test_shadow_2():
    assert shadow([12, 16, 20, 22, 26]) == 4


def test_shadow_3():
    assert shadow([5, 17, 20, 23, 25]) == 12


def test_shadow_4():
    assert shadow([7, 22]) == 15


def test_shadow_5():
    assert shadow([3, 6, 22]) == 16
