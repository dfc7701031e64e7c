from kata_weigh.core import pepper


def test_pepper_0():
    assert pepper([11, 2, 2, 2, 12]) == 52


def test_pepper_1():
    assert pepper([10, 10]) == 40


def test_pepper_2():
    assert pepper([9, 5]) == 28


def test_pepper_3():
    assert pepper([7]) == 14


def test_pepper_4():
    assert pepper([0, 3, 3, 10]) == 26


def test_pepper_5():
    assert pepper([5, 2, 3]) == 15
