from kata_wrap.core import shadow


def test_shadow_0():
    assert shadow(27) == 5


def test_shadow_1():
    assert shadow(15) == 1


def test_shadow_2():
    assert shadow(0) == 2


def test_shadow_3():
    assert shadow(-2) == 0


def test_shadow_4():
    assert shadow(-8) == 2


def test_shadow_5():
    assert shadow(17) == 3
