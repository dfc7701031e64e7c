from kata_floor_gap.core import pepper


def test_pepper_0():
    assert pepper(3, 16) == 1


def test_pepper_1():
    assert pepper(6, 19) == 1


def test_pepper_2():
    assert pepper(5, 1) == 4


def test_pepper_3():
    assert pepper(8, 8) == 1


def test_pepper_4():
    assert pepper(3, 4) == 1


def test_pepper_5():
    assert pepper(15, 3) == 12
