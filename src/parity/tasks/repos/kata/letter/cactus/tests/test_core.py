from kata_letter.core import cactus


def test_cactus_0():
    assert cactus(89) == 'B'


def test_cactus_1():
    assert cactus(90) == 'A'


def test_cactus_2():
    assert cactus(91) == 'A'


def test_cactus_3():
    assert cactus(76) == 'C'


def test_cactus_4():
    assert cactus(77) == 'B'


def test_cactus_5():
    assert cactus(78) == 'B'
