from kata_discount.core import pepper


def test_pepper_0():
    assert pepper(34, 12) == 357


def test_pepper_1():
    assert pepper(11, 3) == 33


def test_pepper_2():
    assert pepper(21, 12) == 221


def test_pepper_3():
    assert pepper(6, 11) == 58


def test_pepper_4():
    assert pepper(20, 5) == 100


def test_pepper_5():
    assert pepper(20, 6) == 105
