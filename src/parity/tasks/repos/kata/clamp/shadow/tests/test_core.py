from kata_clamp.core import shadow


def test_shadow_0():
    assert shadow(0) == 1


def test_shadow_1():
    assert shadow(1) == 1


def test_shadow_2():
    assert shadow(2) == 2


def test_shadow_3():
    assert shadow(11) == 11


def test_shadow_4():
    assert shadow(12) == 12


def test_shadow_5():
    assert shadow(13) == 12
