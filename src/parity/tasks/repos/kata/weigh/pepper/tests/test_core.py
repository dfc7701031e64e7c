from kata_weigh.core import pepper


def test_pepper_0():
    assert pepper([0]) == 0


def test_pepper_1():
    assert pepper([2, 12, 4]) == 66


def test_pepper_2():
    assert pepper([11, 8, 7, 4, 8]) == 174


def test_pepper_3():
    assert pepper([7, 5, 3, 10]) == 93


def test_pepper_4():
    assert pepper([11]) == 55


def test_pepper_5():
    assert pepper([6, 7]) == 41
