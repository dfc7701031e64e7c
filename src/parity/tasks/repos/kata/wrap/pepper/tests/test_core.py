from kata_wrap.core import pepper


def test_pepper_0():
    assert pepper(9) == 1


def test_pepper_1():
    assert pepper(10) == 2


def test_pepper_2():
    assert pepper(0) == 1


def test_pepper_3():
    assert pepper(11) == 3


def test_pepper_4():
    assert pepper(-9) == 1


def test_pepper_5():
    assert pepper(10, 4, 2) == 0
