from kata_bonus.core import cactus


def test_cactus_0():
    assert cactus(24) == 28


def test_cactus_1():
    assert cactus(58) == 69


def test_cactus_2():
    assert cactus(39) == 46


def test_cactus_3():
    assert cactus(46) == 55


def test_cactus_4():
    assert cactus(39, 5) == 46


def test_cactus_5():
    assert cactus(39, 6) == 53
