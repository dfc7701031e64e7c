from kata_wrap.core import timber


def test_timber_0():
    assert timber(-1) == 0


def test_timber_1():
    assert timber(9) == 2


def test_timber_2():
    assert timber(5) == 6


def test_timber_3():
    assert timber(-6) == 3


def test_timber_4():
    assert timber(6) == 7


def test_timber_5():
    assert timber(3, 7, 0) == 3
