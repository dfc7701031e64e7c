from kata_clamp.core import pepper


def test_pepper_0():
    assert pepper(4) == 5


def test_pepper_1():
    assert pepper(5) == 5


def test_pepper_2():
    assert pepper(6) == 6


def test_pepper_3():
    assert pepper(12) == 12


def test_pepper_4():
    assert pepper(13) == 13


def test_pepper_5():
    assert pepper(14) == 13
