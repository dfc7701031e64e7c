from kata_bonus.core import cherry


def test_cherry_0():
    assert cherry(0) == 0


def test_cherry_1():
    assert cherry(17) == 20


def test_cherry_2():
    assert cherry(13) == 15


def test_cherry_3():
    assert cherry(38, 3) == 45


def test_cherry_4():
    assert cherry(38, 4) == 52


def test_cherry_5():
    assert cherry(41, 3) == 49
