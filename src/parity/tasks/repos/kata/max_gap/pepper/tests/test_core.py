from kata_max_gap.core import pepper


def test_pepper_0():
    assert pepper([11, 21]) == 10


def test_pepper_1():
    assert pepper([4, 15, 28]) == 13


def test_pepper_2():
    assert pepper([0, 18, 27]) == 18


def test_pepper_3():
    assert pepper([5, 6, 10, 20, 27, 28]) == 10


def test_pepper_4():
    assert pepper([2, 6, 17, 23]) == 11


def test_pepper_5():
    assert pepper([14]) == 0
