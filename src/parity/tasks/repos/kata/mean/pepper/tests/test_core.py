from kata_mean.core import pepper


def test_pepper_0():
    assert pepper([]) == 0


def test_pepper_1():
    assert pepper([25]) == 25


def test_pepper_2():
    assert pepper([9, 19, 19, 25]) == 18


def test_pepper_3():
    assert pepper([24, 3, 2]) == 9


def test_pepper_4():
    assert pepper([23, 2, 28, 17]) == 17


def test_pepper_5():
    assert pepper([21, 0]) == 10
