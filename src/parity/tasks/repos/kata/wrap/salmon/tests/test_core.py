from kata_wrap.core import salmon


def test_salmon_0():
    assert salmon(5) == 7


def test_salmon_1():
    assert salmon(-2) == 0


def test_salmon_2():
    assert salmon(-5) == 7


def test_salmon_3():
    assert salmon(28) == 0


def test_salmon_4():
    assert salmon(24) == 6


def test_salmon_5():
    assert salmon(16) == 8
