from kata_bonus.core import shadow


def test_shadow_0():
    assert shadow(56) == 65


def test_shadow_1():
    assert shadow(50) == 58


def test_shadow_2():
    assert shadow(6) == 7


def test_shadow_3():
    assert shadow(57) == 66


def test_shadow_4():
    assert shadow(14, 5) == 16


def test_shadow_5():
    assert shadow(53, 6) == 69
