from kata_steps.core import pepper


def test_pepper_0():
    assert pepper(4, 13) == [16, 28, 40]


def test_pepper_1():
    assert pepper(0, 2) == [0]


def test_pepper_2():
    assert pepper(0, 9) == [0, 12, 24]


def test_pepper_3():
    assert pepper(6, 15) == [24, 36, 48]


def test_pepper_4():
    assert pepper(5, 14) == [20, 32, 44]


def test_pepper_5():
    assert pepper(1, 6) == [4, 16]
