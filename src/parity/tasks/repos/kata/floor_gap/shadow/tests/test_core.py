from kata_floor_gap.core import shadow


def test_shadow_0():
    assert shadow(1, 8) == 1


def test_shadow_1():
    assert shadow(10, 8) == 2


def test_shadow_2():
    assert shadow(11, 14) == 1


def test_shadow_3():
    assert shadow(4, 10) == 1


def test_shadow_4():
    assert shadow(19, 13) == 6


def test_shadow_5():
    assert shadow(8, 13) == 1
