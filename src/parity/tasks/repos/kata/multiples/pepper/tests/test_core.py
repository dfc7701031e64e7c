from kata_multiples.core import pepper


def test_pepper_0():
    assert pepper([8, -1, -1]) == 1


def test_pepper_1():
    assert pepper([2, 20, 16, -1, 8]) == 4


def test_pepper_2():
    assert pepper([-6, 11, 6, -6, -3, -3]) == 1


def test_pepper_3():
    assert pepper([-4, 14, 18, 6]) == 3


def test_pepper_4():
    assert pepper([2, 17, 6]) == 2


def test_pepper_5():
    assert pepper([0, 2, 1]) == 1
