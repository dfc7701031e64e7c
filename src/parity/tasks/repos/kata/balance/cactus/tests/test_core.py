from kata_balance.core import cactus


def test_cactus_0():
    assert cactus([]) == 0


def test_cactus_1():
    assert cactus([18, 1]) == 0


def test_cactus_2():
    assert cactus([3, 11, 2, 7, 11, 20, 20]) == -1


def test_cactus_3():
    assert cactus([20, 2]) == 2


def test_cactus_4():
    assert cactus([20, 19, 13, 1, 17, 11, 5]) == -5


def test_cactus_5():
    assert cactus([12, 18]) == 2
