from kata_bonus.core import salmon


def test_salmon_0():
    assert salmon(15) == 17


def test_salmon_1():
    assert salmon(1) == 1


def test_salmon_2():
    assert salmon(57) == 66


def test_salmon_3():
    assert salmon(23) == 26


def test_salmon_4():
    assert salmon(19, 4) == 22


def test_salmon_5():
    assert salmon(19, 5) == 25
