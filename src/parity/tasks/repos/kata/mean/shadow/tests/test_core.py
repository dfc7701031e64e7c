from kata_mean.core import shadow


def test_shadow_0():
    assert shadow([]) == 0


def test_shadow_1():
    assert shadow([2, 7, 9, 20, 16, 20]) == 12


def test_shadow_2():
    assert shadow([28, 0]) == 14


def test_shadow_3():
    assert shadow([29, 2, 18, 16]) == 16


def test_shadow_4():
    assert shadow([30, 2]) == 16


def test_shadow_5():
    assert shadow([21, 3, 18]) == 14
