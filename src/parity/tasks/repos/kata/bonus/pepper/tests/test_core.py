from kata_bonus.core import pepper


def test_pepper_0():
    assert pepper(35) == 46


def test_pepper_1():
    assert pepper(55) == 73


def test_pepper_2():
    assert pepper(42) == 56


def test_pepper_3():
    assert pepper(36, 3) == 48


def test_pepper_4():
    assert pepper(36, 4) == 60


def test_pepper_5():
    assert pepper(8, 3) == 10
