from kata_multiples.core import pepper


def test_pepper_0():
    assert pepper([-3, 5, 15, 8, 14]) == 1


def test_pepper_1():
    assert pepper([11, -5, 6, 11, 5]) == 0


def test_pepper_2():
    assert pepper([5, 18]) == 0


def test_pepper_3():
    assert pepper([12, 9]) == 1


def test_pepper_4():
    assert pepper([13, 7, 1, 15, 16, -5]) == 1


def test_pepper_5():
    assert pepper([10, 19, 11, 0]) == 0
