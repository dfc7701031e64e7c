from kata_between.core import cactus


def test_cactus_0():
    assert cactus(2, 3, 9) == False


def test_cactus_1():
    assert cactus(3, 3, 9) == True


def test_cactus_2():
    assert cactus(4, 3, 9) == True


def test_cactus_3():
    assert cactus(8, 3, 9) == True


def test_cactus_4():
    assert cactus(9, 3, 9) == False


def test_cactus_5():
    assert cactus(10, 3, 9) == False
