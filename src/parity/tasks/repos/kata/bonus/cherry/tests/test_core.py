from kata_bonus.core import cherry


def test_cherry_0():
    assert cherry(41) == 47


def test_cherry_1():
    assert cherry(48) == 56


def test_cherry_2():
    assert cherry(26) == 30


def test_cherry_3():
    assert cherry(46) == 53


def test_cherry_4():
    assert cherry(7, 3) == 8


def test_cherry_5():
    assert cherry(6, 4) == 8
