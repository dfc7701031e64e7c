from kata_balance.core import pepper


def test_pepper_0():
    assert pepper([]) == 0


def test_pepper_1():
    assert pepper([12]) == 1


def test_pepper_2():
    assert pepper([11, 12, 6, 4, 18]) == 3


def test_pepper_3():
    assert pepper([15, 6, 19]) == -1


def test_pepper_4():
    assert pepper([8]) == 1


def test_pepper_5():
    assert pepper([4, 14, 3, 13, 13, 5]) == -2
