from kata_clamp.core import timber


def test_timber_0():
    assert timber(-1) == 0


def test_timber_1():
    assert timber(0) == 0


def test_timber_2():
    assert timber(1) == 1


def test_timber_3():
    assert timber(15) == 15


def test_timber_4():
    assert timber(16) == 16


def test_timber_5():
    assert timber(17) == 16
