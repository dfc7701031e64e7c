from kata_clamp.core import salmon


def test_salmon_0():
    assert salmon(2) == 3


def test_salmon_1():
    assert salmon(3) == 3


def test_salmon_2():
    assert salmon(4) == 4


def test_salmon_3():
    assert salmon(19) == 19


def test_salmon_4():
    assert salmon(20) == 20


def test_salmon_5():
    assert salmon(21) == 20
