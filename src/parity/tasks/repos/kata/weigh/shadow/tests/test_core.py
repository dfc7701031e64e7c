from kata_weigh.core import shadow


def test_shadow_0():
    assert shadow([0, 8]) == 24


def test_shadow_1():
    assert shadow([7, 5]) == 36


def test_shadow_2():
    assert shadow([11, 4, 11, 12, 5]) == 121


def test_shadow_3():
    assert shadow([12]) == 36


def test_shadow_4():
    assert shadow([12, 4, 2, 5]) == 57


def test_shadow_5():
    assert shadow([5, 8, 11, 2, 6]) == 92
