from kata_mean.core import cherry


def test_cherry_0():
    assert cherry([]) == 0


def test_cherry_1():
    assert cherry([17]) == 17


def test_cherry_2():
    assert cherry([0, 5, 16, 15, 9]) == 9


def test_cherry_3():
    assert cherry([17, 17, 15]) == 16


def test_cherry_4():
    assert cherry([20]) == 20


def test_cherry_5():
    assert cherry([0, 0, 6, 19, 11]) == 7
