from kata_letter.core import shadow


def test_shadow_0():
    assert shadow(89) == 'B'


def test_shadow_1():
    assert shadow(90) == 'A'


def test_shadow_2():
    assert shadow(91) == 'A'


def test_shadow_3():
    assert shadow(83) == 'C'


def test_shadow_4():
    assert shadow(84) == 'B'


def test_shadow_5():
    assert shadow(85) == 'B'
