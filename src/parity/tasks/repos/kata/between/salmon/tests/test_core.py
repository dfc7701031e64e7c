from kata_between.core import salmon


def test_salmon_0():
    assert salmon(2, 3, 9) == False


def test_salmon_1():
    assert salmon(3, 3, 9) == True


def test_salmon_2():
    assert salmon(4, 3, 9) == True


def test_salmon_3():
    assert salmon(8, 3, 9) == True


def test_salmon_4():
    assert salmon(9, 3, 9) == False


def test_salmon_5():
    assert salmon(10, 3, 9) == False
