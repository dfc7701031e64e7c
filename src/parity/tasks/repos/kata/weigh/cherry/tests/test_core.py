from kata_weigh.core import cherry


def test_cherry_0():
    assert cherry([8]) == 32


def test_cherry_1():
    assert cherry([8, 11, 6]) == 100


def test_cherry_2():
    assert cherry([7, 6, 10, 2, 9]) == 130


def test_cherry_3():
    assert cherry([12, 2, 10, 10]) == 130


def test_cherry_4():
    assert cherry([9]) == 36


def test_cherry_5():
    assert cherry([5, 6]) == 29
