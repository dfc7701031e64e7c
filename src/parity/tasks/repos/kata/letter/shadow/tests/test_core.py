from kata_letter.core import shadow


def test_shadow_0():
    assert shadow(79) == 'B'


def test_shadow_1():
    assert shadow(80) == 'A'


def test_shadow_2():
    assert shadow(81) == 'A'


def test_shadow_3():
    assert shadow(71) == 'C'


def test_shadow_4():
    assert shadow(72) == 'B'


def test_shadow_5():
    assert shadow(73) == 'B'
