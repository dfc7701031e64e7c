from kata_pad.core import cactus


def test_cactus_0():
    assert cactus('') == '.....'


def test_cactus_1():
    assert cactus('ab') == 'ab...'


def test_cactus_2():
    assert cactus('abab') == 'abab.'


def test_cactus_3():
    assert cactus('ababab') == 'ababab'


def test_cactus_4():
    assert cactus('abababab') == 'abababab'


def test_cactus_5():
    assert cactus('ababababab') == 'ababababab'
